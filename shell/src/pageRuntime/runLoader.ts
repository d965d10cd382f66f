import type { PageLoaderArgs, RouteModule } from '@topup/shared-lib';

/** The page's data; null for a page without a loader (data must survive JSON). */
export async function runLoader(module: Pick<RouteModule, 'loader'>, args: PageLoaderArgs): Promise<unknown> {
  return module.loader ? ((await module.loader(args)) ?? null) : null;
}
