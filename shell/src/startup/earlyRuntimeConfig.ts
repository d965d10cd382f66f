import { holdEarlyClicks } from './earlyClicks';
import { answerEarly, startEarlyFetch } from './earlyFetch';
import { startEarlyReads } from './earlyReads';
import { startRemotePageEarly } from './earlyRemotePage';
import { startTransportEarly } from './earlyTransport';
import { namedPage } from './namedPage';
import { parsedObject } from './parsedObject';
import { INLINE_RUNTIME_CONFIG_ID, SERVER_RENDERED_ATTRIBUTE } from './pageMarkers';

/**
 * How the entry asks for the runtime config before shared-lib has loaded: the same URL and options
 * as shared-lib's loadRuntimeConfig (a test keeps them equal; the entry cannot import shared-lib,
 * which only exists once the shared libraries are negotiated).
 */
export const EARLY_RUNTIME_CONFIG = {
  url: '/runtime-config.json',
  init: { cache: 'no-store' } satisfies RequestInit,
} as const;

/**
 * Starts getting the runtime config: from the page when the server wrote it there (no round trip
 * between main.js and the remote's files: ~0.6 s on a throttled phone, issue 10), else by a request
 * sent now. Either way bootstrap's loadRuntimeConfig takes it and validates it. With the config and
 * the page's name in hand, the page's remote and its first reads start too (and the shell's own
 * reads on any page; a server-rendered page holds its own), and the api client's transport when the
 * page will need it at once.
 */
export function startRuntimeConfig(doc: Document = document): void {
  const inline = doc.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (!inline || typeof Response !== 'function') {
    startEarlyFetch(EARLY_RUNTIME_CONFIG.url, EARLY_RUNTIME_CONFIG.init);
    startTransportEarly(false); // no early reads: the page's reads go through the api client
    return;
  }
  answerEarly(EARLY_RUNTIME_CONFIG.url, inline);
  const config = parsedObject(inline); // when null, bootstrap reports the broken config
  const page = namedPage(doc);
  if (!config) return;
  if (page) startRemotePageEarly(config, page);
  // A page the server rendered holds its first reads' answers (serverRendered.ts): only the shell's
  // own are started, and the page needs no transport at once.
  if (doc.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    holdEarlyClicks(doc);
    startEarlyReads(config, null, doc.location.pathname, doc.location.search);
    startTransportEarly(true);
    return;
  }
  startTransportEarly(startEarlyReads(config, page, doc.location.pathname, doc.location.search));
}
