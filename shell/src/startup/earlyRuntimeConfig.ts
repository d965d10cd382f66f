import { preloadApiTransport } from '../transport/transportLoader';
import { storedToken } from '@topup/shared-lib/startup/stored-token';
import { holdEarlyClicks } from './earlyClicks';
import { answerEarly, startEarlyFetch } from './earlyFetch';
import { startRemotePageEarly } from './earlyRemotePage';
import { namedPage } from './namedPage';
import { parsedObject } from './parsedObject';
import { INLINE_RUNTIME_CONFIG_ID, SERVER_RENDERED_ATTRIBUTE } from './pageMarkers';

/**
 * How the entry asks for the runtime config before shared-lib has loaded: the same URL and options
 * as loadRuntimeConfig.ts (a test keeps them equal; the entry cannot import shared-lib,
 * which only exists once the shared libraries are negotiated).
 */
export const EARLY_RUNTIME_CONFIG = {
  url: '/runtime-config.json',
  init: { cache: 'no-store' } satisfies RequestInit,
} as const;

/**
 * Starts getting the runtime config: from the page when the server wrote it there (no round trip
 * between main.js and the remote's files), else by a request sent now. Either way bootstrap's
 * loadRuntimeConfig takes it and validates it. With the config and the page's name in hand, the page's
 * remote starts loading too. A page the server rendered for a guest holds its data and the currencies,
 * and taps on its buttons wait for its scripts; any other page asks for data as soon as it renders, so
 * the api client's transport is fetched now, beside the startup scripts.
 */
export function startRuntimeConfig(doc: Document = document): void {
  const rendered = doc.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ?? false;
  if (rendered) holdEarlyClicks(doc);
  // A member's page asks for the member's coupons and orders at once (and a page rendered for a guest
  // is rendered afresh for a stored session): the transport is needed at once.
  if (!rendered || storedToken() !== null) preloadApiTransport();
  const inline = doc.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (!inline || typeof Response !== 'function') {
    startEarlyFetch(EARLY_RUNTIME_CONFIG.url, EARLY_RUNTIME_CONFIG.init);
    return;
  }
  answerEarly(EARLY_RUNTIME_CONFIG.url, inline);
  const config = parsedObject(inline); // when null, bootstrap reports the broken config
  const page = namedPage(doc);
  if (config && page) startRemotePageEarly(config, page);
}
