// Site-wide services started once the page is up: the chunk-reload watcher and the
// build-version poll at once (they protect the page); the campaign tracker (its own chunk, for a
// campaign's address only) and the tag manager when the browser is idle, and the observability
// tracker (its own chunk) once the page has settled, so the first load is not slowed by them. They work for the tab's store set: its member in the log, its
// notifications, its api client for the campaign tracker.
import type { Stores } from '@topup/shared-lib';
import { apiUrl } from '../platform/postJson';
import type * as TrackerModule from '../platform/tracker';
import type * as UtmTrackerModule from '../platform/utmTracker';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { SHELL_BUILD_ID } from './buildId';
import { pageLogger, startClientLog } from './clientLog';
import { whenIdle, whenPageSettled } from './pageSettled';
import { watchChunkLoadErrors } from '../platform/chunkReload';
import { hasUtmSource } from '../platform/utmSource';
import { watchBuildVersion } from '../platform/buildVersion';
import { loadTagManager, TAG_MANAGER_STATUS_DELAY_MS } from '../integrations/thirdPartyScripts';
import { notificationsOf } from '../overlays/notificationsOf';
import { preloadApiTransport } from '../transport/transportLoader';
import { getShellConfig } from './shellConfig';

export interface SiteServiceDeps {
  search: () => string;
  onIdle: (work: () => void) => () => void;
  onSettled: (work: () => void) => () => void;
  /** The observability tracker's chunk. */
  loadTracker: () => Promise<Pick<typeof TrackerModule, 'startTracker'>>;
  /** The campaign tracker's chunk. */
  loadUtmTracker: () => Promise<Pick<typeof UtmTrackerModule, 'trackUtm' | 'utmTransport'>>;
}

const defaultDeps: SiteServiceDeps = {
  search: () => window.location.search,
  onIdle: whenIdle,
  onSettled: whenPageSettled,
  loadTracker: () => import(/* webpackChunkName: "tracker" */ '../platform/tracker'),
  loadUtmTracker: () => import(/* webpackChunkName: "utm-tracker" */ '../platform/utmTracker'),
};

/**
 * Starts the observability tracker when the runtime config names it; a chunk that cannot load leaves the
 * page without it (observing the page never breaks it). Returns the stop function.
 */
function startObservability(deps: SiteServiceDeps): () => void {
  const { tracker, cartTracking } = getShellConfig();
  if (!tracker) return () => undefined;
  let stop: (() => void) | null = null;
  let stopped = false;
  deps.loadTracker().then(
    ({ startTracker }) => {
      if (stopped) return;
      const started = startTracker({
        config: tracker,
        apiPrefix: apiUrl('/'),
        ignored: cartTracking ? [cartTracking.url] : [],
      });
      stop = () => started.stop();
    },
    (error: unknown) => console.warn('[shell] the tracker did not load', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Sends the campaign visit with the campaign tracker's chunk. The tracker holds a visit made
 * offline until the network is back; a chunk that could not come because the browser is offline
 * waits for the network the same way, then comes and sends. Returns the stop function.
 */
function trackCampaignVisit(search: string, stores: Stores, deps: SiteServiceDeps): () => void {
  const send = () => {
    deps.loadUtmTracker().then(
      ({ trackUtm, utmTransport }) => trackUtm(search, utmTransport(stores.api)),
      (error: unknown) => {
        if (window.navigator.onLine) console.warn('[shell] the campaign tracker did not load', error);
        else window.addEventListener('online', send, { once: true });
      },
    );
  };
  send();
  return () => window.removeEventListener('online', send);
}

/** Starts everything; returns one stop function (tests, hot reload). */
export function startSiteServices(stores: Stores, deps: SiteServiceDeps = defaultDeps): () => void {
  const stops: Array<() => void> = [];
  stops.push(watchChunkLoadErrors());
  stops.push(startClientLog({ target: window, logger: pageLogger(stores.user) }));
  stops.push(
    watchBuildVersion({
      currentId: SHELL_BUILD_ID,
      base: apiUrl(''),
      onNewVersion: () =>
        notificationsOf(stores).notify(stores.i18n.t('overlays.newVersion', { ns: SHELL_NS }), '', 'info'),
    }),
  );
  stops.push(
    deps.onIdle(() => {
      // The tracker call only when the address carries utm_source.
      const search = deps.search();
      if (hasUtmSource(search)) stops.push(trackCampaignVisit(search, stores, deps));
      if (getShellConfig().scripts?.tagManager) {
        let loaded: boolean | null = null;
        stops.push(loadTagManager((ok) => (loaded = ok)));
        // The tag manager's status is logged 2 s after it was asked for.
        const timer = setTimeout(
          () => console.warn('[shell] tag manager', loaded ?? 'pending'),
          TAG_MANAGER_STATUS_DELAY_MS,
        );
        stops.push(() => clearTimeout(timer));
      }
    }),
  );
  // The api client's transport (its own chunk), fetched once the page has settled so that the shopper's
  // first request after a server-rendered page does not wait for it; any request fetches it earlier.
  stops.push(deps.onSettled(preloadApiTransport));
  stops.push(deps.onSettled(() => stops.push(startObservability(deps))));
  return () => stops.splice(0).forEach((stop) => stop());
}
