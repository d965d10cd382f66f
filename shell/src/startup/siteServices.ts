// Site-wide services started once the page is up (spec 2/4/7/9): the chunk-reload watcher and the
// build-version poll at once (they protect the page); the campaign tracker and the tag manager when
// the browser is idle, so the first load is not slowed by them.
import {
  apiUrl,
  getRuntimeConfig,
  hasUtmSource,
  i18n,
  loadTagManager,
  preloadApiTransport,
  trackUtm,
  uiStore,
  utmTransport,
  watchBuildVersion,
  watchChunkLoadErrors,
  TAG_MANAGER_STATUS_DELAY_MS,
} from '@topup/shared-lib';
import { whenNetworkQuiet } from '../remotes/remotePreload';
import { SHELL_BUILD_ID } from './buildId';
import { startClientLog } from './clientLog';

/** Latest moment the idle-time work starts when the browser never reports idle. */
export const IDLE_FALLBACK_MS = 2000;

export interface SiteServiceDeps {
  search: () => string;
  onIdle: (work: () => void) => () => void;
  onSettled: (work: () => void) => () => void;
}

/** requestIdleCallback where the browser has it, else a plain timer. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/**
 * Work the page being opened must not share the network with: it runs once the page has loaded, no
 * resource has finished for a while (remotePreload's whenNetworkQuiet) and the browser is idle.
 * Returns a stop function.
 */
export function whenPageSettled(work: () => void): () => void {
  let cancelIdle = () => {};
  let stopped = false;
  const start = () =>
    whenNetworkQuiet(() => {
      if (!stopped) cancelIdle = whenIdle(work);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', start);
    cancelIdle();
  };
}

const defaultDeps: SiteServiceDeps = {
  search: () => window.location.search,
  onIdle: whenIdle,
  onSettled: whenPageSettled,
};

/** Starts everything; returns one stop function (tests, hot reload). */
export function startSiteServices(deps: SiteServiceDeps = defaultDeps): () => void {
  const stops: Array<() => void> = [];
  stops.push(watchChunkLoadErrors());
  stops.push(startClientLog());
  stops.push(
    watchBuildVersion({
      currentId: SHELL_BUILD_ID,
      base: apiUrl(''),
      onNewVersion: () => uiStore.notify(i18n.t('platform.newVersion'), '', 'info'),
    }),
  );
  stops.push(
    deps.onIdle(() => {
      // Spec 4: the tracker call only when the address carries utm_source.
      const search = deps.search();
      if (hasUtmSource(search)) void trackUtm(search, utmTransport);
      if (getRuntimeConfig().scripts?.tagManager) {
        let loaded: boolean | null = null;
        stops.push(loadTagManager((ok) => (loaded = ok)));
        // Spec 9: the tag manager's status is logged 2 s after it was asked for.
        const timer = setTimeout(
          () => console.warn('[shell] tag manager', loaded ?? 'pending'),
          TAG_MANAGER_STATUS_DELAY_MS,
        );
        stops.push(() => clearTimeout(timer));
      }
    }),
  );
  // The api client's transport, for a guest's first request after a page the entry's reads answered
  // (a member's page, or one without early reads, started it with main.js: startup/earlyTransport.ts).
  stops.push(deps.onSettled(preloadApiTransport));
  return () => stops.splice(0).forEach((stop) => stop());
}
