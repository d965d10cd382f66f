// One load per remote module and load generation: going back to a page reuses the loaded module (no
// loading flash), and a Retry after a failed load starts a fresh one. The page reads the same
// promise on every render (RemotePage's RemoteContent), hence the cache.
import { type RouteModule } from '@topup/shared-lib';
import type { RemoteModuleExports, RemoteName } from './remoteNames';
import { generationOf, loadRemoteModule } from './remoteRegistry';
import { fulfilled, track, type Tracked } from '../pageRuntime';

/**
 * What a remote's expose gives: a component (a popup body), or a page's route module (shared-lib
 * routing/routeModule.ts), whose other exports the page's renderer reads.
 */

export type ModuleLoad = Tracked<RemoteModuleExports>;

/**
 * A page's expose as the route module it is by contract (shared-lib routing/routeModule.ts; the
 * contract check, `npm run contract`, holds every page expose to it).
 */
export const asRouteModule = (exports: RemoteModuleExports): RouteModule => exports as unknown as RouteModule;

const loads = new Map<string, ModuleLoad>();

/** A module's load of the remote's current generation. */
const loadKey = (remote: RemoteName, module: string) => `${remote}/${module}#${generationOf(remote)}`;

export function pageLoad(remote: RemoteName, module: string): ModuleLoad {
  const key = loadKey(remote, module);
  let load = loads.get(key);
  if (!load) {
    load = track(loadRemoteModule(remote, module));
    loads.set(key, load);
  }
  return load;
}

/**
 * A module already in hand, shown at once: the store's server renders a page with the module of its
 * remote's server build (server/renderPage.tsx).
 */
export function providePageModule(remote: RemoteName, module: string, exports: RemoteModuleExports): void {
  loads.set(loadKey(remote, module), fulfilled(exports));
}
