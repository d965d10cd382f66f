// One load per remote page and load generation: going back to a page reuses the loaded module (no
// loading flash), and a Retry after a failed load starts a fresh one. The page reads the same
// promise on every render (RemotePage's RemoteContent), hence the cache.
import type { ComponentType } from 'react';
import { fulfilled, track, type Tracked } from '@topup/shared-lib';
import { generationOf, loadRemotePage, type RemoteName } from './remoteRegistry';
import { remotePageForHref } from './remotePreload';

// Exposes take different props; each caller states them (RemoteModule's P), the cache cannot.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyComponent = ComponentType<any>;
type PageModule = { default: AnyComponent };

export type PageLoad = Tracked<PageModule>;

const pageLoads = new Map<string, PageLoad>();

/** A page's load of the remote's current generation. */
const loadKey = (remote: RemoteName, module: string) => `${remote}/${module}#${generationOf(remote)}`;

export function pageLoad(remote: RemoteName, module: string): PageLoad {
  const key = loadKey(remote, module);
  let load = pageLoads.get(key);
  if (!load) {
    load = track(loadRemotePage(remote, module));
    pageLoads.set(key, load);
  }
  return load;
}

/**
 * A page whose module is already in hand, shown at once: the store's server renders it with the module
 * of its remote's server build (server/renderPage.tsx).
 */
export function providePageModule(remote: RemoteName, module: string, pageModule: PageModule): void {
  pageLoads.set(loadKey(remote, module), fulfilled(pageModule));
}

/**
 * Starts loading the page an address shows, if a remote renders it: called as soon as the address
 * changes, so the module arrives during the route wait (spec 2: ~100 ms) instead of after it.
 */
export function startPageLoad(pathname: string): void {
  const page = remotePageForHref(pathname);
  if (page) void pageLoad(page.remote, page.module).catch(() => undefined); // the render shows the failure
}
