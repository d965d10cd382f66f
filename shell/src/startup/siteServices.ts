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
import { SHELL_BUILD_ID } from './buildId';
import { startClientLog } from './clientLog';
import { whenIdle, whenPageSettled } from './pageSettled';

export interface SiteServiceDeps {
  search: () => string;
  onIdle: (work: () => void) => () => void;
  onSettled: (work: () => void) => () => void;
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
