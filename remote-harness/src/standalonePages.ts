// A remote's pages on their own, at the paths the shell's route table gives them: the remote names its
// route modules, the table says where each is shown, so no path is written twice.
import type { RouteModule } from '@topup/shared-lib';
import { routesOfRemote, type RemoteName, type RemotePagesOf } from 'shell/route-table';

export type { RemoteName } from 'shell/route-table';

/** A remote's route modules by the names the route table knows them by: every one, none else. */
export type StandaloneModules<R extends RemoteName> = Readonly<Record<RemotePagesOf<R>, RouteModule>>;

/**
 * The harness's pages by path: each route of the remote with its module, and `/` (the dev server's
 * address) showing the remote's first page when the table gives it no page there.
 */
export function standalonePages<R extends RemoteName>(
  remote: R,
  modules: StandaloneModules<R>,
): Record<string, RouteModule> {
  const routes = routesOfRemote(remote);
  const pages: Record<string, RouteModule> = {};
  for (const { path, module } of routes) {
    const routeModule = modules[module];
    if (!routeModule) throw new Error(`${remote}: no module given for ${module} (${path})`);
    pages[path] = routeModule;
  }
  const first = routes[0];
  if (first && !('/' in pages)) pages['/'] = modules[first.module];
  return pages;
}
