// One load per remote page and load generation: going back to a page reuses the loaded module (no
// loading flash), and a Retry after a failed load starts a fresh one. React's `use` needs the same
// promise on every render, hence the cache.
import type { ComponentType } from 'react';
import { generationOf, loadRemotePage, type RemoteName } from './remoteRegistry';
import { remotePageForHref } from './remotePreload';

// Exposes take different props; each caller states them (RemoteModule's P), the cache cannot.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyComponent = ComponentType<any>;
type PageModule = { default: AnyComponent };

/**
 * A promise that says how it settled, in the fields React's `use` reads (status, value, reason): a
 * page whose module has already arrived renders at once instead of suspending for a turn, which
 * would show the loading line and hold the page back for React's 300 ms reveal throttle.
 */
type TrackedLoad = Promise<PageModule> & {
  status?: 'fulfilled' | 'rejected';
  value?: PageModule;
  reason?: unknown;
};

const pageLoads = new Map<string, TrackedLoad>();

export function pageLoad(remote: RemoteName, module: string): Promise<PageModule> {
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
