// Runs a route module's loader for an address with a store set: the same on the store's server (the
// request's stores) and in the browser (the tab's).
import { splitLocalePath } from '../domain/locale';
import type { Stores } from '../stores/createStores';
import type { PageLoaderArgs, RouteModule } from './routeModule';

export function pageLoaderArgs(
  params: Readonly<Record<string, string | undefined>>,
  pathname: string,
  search: string,
  stores: Stores,
): PageLoaderArgs {
  return {
    params,
    query: new URLSearchParams(search),
    language: splitLocalePath(pathname).language,
    stores,
  };
}

/** The page's data; null for a page without a loader (data must survive JSON). */
export async function runLoader(module: Pick<RouteModule, 'loader'>, args: PageLoaderArgs): Promise<unknown> {
  return module.loader ? ((await module.loader(args)) ?? null) : null;
}
