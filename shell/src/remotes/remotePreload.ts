// Remote preloading: a jump to another remote's page should not wait for its manifest,
// remoteEntry and page chunks. Once the first page has loaded and the network and browser are idle, the likely
// next pages are prefetched (files cached, nothing run); a link the shopper hovers, focuses or touches
// preloads its own page.
// Shared libraries are never preloaded from a remote: the shell already provides them (share: false).
import {
  preloadRemote,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { splitLocalePath } from '@topup/shared-lib';
import { ROUTES, remotePageOfPath } from '../routes/routeTable';
import { whenPageSettled, type IdleWait } from '../startup/pageSettled';
import { prefetchRemotePage } from './remotePrefetch';
import type { RemoteName, RemotePageRef } from './remoteNames';

/** Where a shopper usually goes next from any page: the route table's `idlePreload` pages. */
export const IDLE_PRELOADS: readonly RemotePageRef[] = ROUTES.flatMap((route) =>
  'idlePreload' in route && route.idlePreload && 'remote' in route.page ? [route.page] : [],
);

/**
 * Guesses wait for idle time at most this long once the network is quiet, and not at all where the
 * browser has no requestIdleCallback: they are prefetches, the lowest priority there is.
 */
const PREFETCH_IDLE_WAIT: IdleWait = { timeoutMs: 3000, fallbackMs: 1 };

const requested = new Set<string>();
/**
 * Pages needed now (the page being opened), as the runtime's preload ids (`remote/module`): their
 * files stay real preloads, which the page's own script and style tags then take over. As prefetches
 * they were fetched twice on a first visit: once as a lowest-priority guess, once more by the load.
 */
const urgent = new Set<string>();

/**
 * Preloads one remote page's entry and chunks, once; a failure is forgotten so a later try can run.
 * `now`: the page is being opened (real preloads); otherwise it is a guess (prefetches).
 */
export function preloadRemotePage({ remote, module }: RemotePageRef, now = false): Promise<unknown> {
  const key = `${remote}/${module}`;
  if (now) urgent.add(key);
  if (requested.has(key)) return Promise.resolve();
  requested.add(key);
  let preloading: Promise<unknown>;
  try {
    preloading = preloadRemote([
      { nameOrAlias: remote, exposes: [module], resourceCategory: 'sync', share: false, depsRemote: false },
    ]);
  } catch {
    requested.delete(key); // remote not registered (yet): nothing to preload
    return Promise.resolve();
  }
  // A failed preload is harmless: the real load shows the fallback with Retry.
  return preloading.catch(() => requested.delete(key));
}

/** After a Retry re-registers a remote, its pages may be preloaded again. */
export function forgetPreloads(remote: RemoteName): void {
  for (const key of requested) if (key.startsWith(`${remote}/`)) requested.delete(key);
}

/** The remote page a same-site address shows (with or without the /zh-TW prefix), if any. */
export function remotePageForHref(href: string, base: string = window.location.href): RemotePageRef | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  return remotePageOfPath(splitLocalePath(url.pathname).path);
}

function onLinkIntent(event: Event): void {
  const target = event.target;
  const link = target instanceof Element ? target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!href) return;
  const page = remotePageForHref(href);
  if (page) void preloadRemotePage(page);
}

/**
 * preloadRemote asks for <link rel="preload">: high priority, and a console warning for every file
 * not used within seconds. A guess about the next page is a prefetch: it waits for an idle network,
 * lands in the HTTP cache (the files are content-hashed and immutable) and warns about nothing.
 */
export function prefetchInsteadOfPreload(): ModuleFederationRuntimePlugin {
  return {
    name: 'topup-prefetch-guesses',
    createLink({ url, attrs, resourceContext }) {
      if (resourceContext?.initiator !== 'preloadRemote' || attrs?.rel !== 'preload') return undefined;
      if (typeof resourceContext.id === 'string' && urgent.has(resourceContext.id)) return undefined;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      if (typeof attrs.as === 'string') link.as = attrs.as;
      return link;
    },
  };
}

let started = false;

let pluginInstalled = false;

/** Guessed pages' links become prefetches; installed before the first preload asks for links. */
export function installPrefetchPlugin(): void {
  if (pluginInstalled) return;
  pluginInstalled = true;
  registerPlugins([prefetchInsteadOfPreload()]);
}

/**
 * Starts preloading on link intent at once, and prefetches the likely next pages (remotePrefetch.ts)
 * once the page being opened has its remote (`ready`), has loaded, the network is quiet and the
 * browser idle: guesses must not compete with the page itself.
 */
export function startRemotePreloading(
  ready: Promise<unknown> = Promise.resolve(),
  manifestUrls: Readonly<Record<string, string>> = {},
): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  installPrefetchPlugin();
  const passive = { passive: true, capture: true } as const;
  document.addEventListener('pointerover', onLinkIntent, passive);
  document.addEventListener('focusin', onLinkIntent, passive);
  document.addEventListener('touchstart', onLinkIntent, passive);
  const prefetchLikely = () => {
    for (const page of IDLE_PRELOADS) {
      const manifestUrl = manifestUrls[page.remote];
      if (manifestUrl) void prefetchRemotePage(page, manifestUrl);
    }
  };
  void ready.finally(() => whenPageSettled(prefetchLikely, PREFETCH_IDLE_WAIT));
}
