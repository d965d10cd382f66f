// One load per remote page and load generation: going back to a page reuses the loaded module (no
// loading flash), and a Retry after a failed load starts a fresh one. The page reads the same
// promise on every render (RemotePage's RemoteContent), hence the cache.
import type { ComponentType } from 'react';
import { generationOf, loadRemotePage, type RemoteName } from './remoteRegistry';
import { remotePageForHref } from './remotePreload';

// Exposes take different props; each caller states them (RemoteModule's P), the cache cannot.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyComponent = ComponentType<any>;
type PageModule = { default: AnyComponent };

/**
 * A promise that says how it settled (status, value, reason, the fields React's `use` also reads): a
 * page whose module has already arrived renders at once, with no loading line for a turn.
 */
export type TrackedLoad = Promise<PageModule> & {
  status?: 'fulfilled' | 'rejected';
  value?: PageModule;
  reason?: unknown;
};

const pageLoads = new Map<string, TrackedLoad>();

export function pageLoad(remote: RemoteName, module: string): TrackedLoad {
  const key = `${remote}/${module}#${generationOf(remote)}`;
  let load = pageLoads.get(key);
  if (!load) {
    const tracked: TrackedLoad = loadRemotePage(remote, module);
    // Block bodies: returning `tracked` itself from a handler would adopt its rejection again.
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    load = tracked;
    pageLoads.set(key, load);
  }
  return load;
}

/**
 * Starts loading the page an address shows, if a remote renders it: called as soon as the address
 * changes, so the module arrives during the route wait (spec 2: ~100 ms) instead of after it.
 */
export function startPageLoad(pathname: string): void {
  const page = remotePageForHref(pathname);
  if (page) void pageLoad(page.remote, page.module).catch(() => undefined); // the render shows the failure
}
