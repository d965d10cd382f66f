// A remote page's first reads (shared-lib publicReads.ts), started by the entry while the shared
// libraries download. The page would ask only once its remote has loaded and rendered: one round trip
// after the startup scripts, before its content can paint (issue 10; `npm run bench`, mobile-applied
// LCP: home 3281 -> 2844 ms, top-up 3984 -> 3440, blog article 3380 -> 2856). The api client takes each
// answer once, by the same address, language and country (`takeEarlyRead`, wired by bootstrap).
// The shell's own start makes one such read on any page of a first visit: the currency list, when none
// is kept (bootstrap's currencyStore.load), otherwise asked for only after the shared libraries.
// Public reads carry no token. A personal read (the top-up page's detail, priced in the stored currency
// with the coupons this shopper may capture; a member's orders) is sent with the stored token, if any,
// and its key names that token and the currency: the client takes it only for the same session. A
// member's read is not sent without a token.
import { API_TIMEOUT_MS } from '@topup/shared-lib/src/api/apiTimeout';
import { JSON_CONTENT_TYPE, requestHeaders } from '@topup/shared-lib/src/api/headers';
import {
  FIRST_READS,
  publicReads,
  readAddress,
  readKey,
  type PublicRead,
} from '@topup/shared-lib/src/api/publicReads';
import { splitLocalePath } from '@topup/shared-lib/src/domain/locale';
import { storedCountry } from '@topup/shared-lib/src/stores/storedCountry';
import { storedCurrencies } from '@topup/shared-lib/src/stores/storedCurrencies';
import { storedCurrency } from '@topup/shared-lib/src/stores/storedCurrency';
import { storedToken } from '@topup/shared-lib/src/stores/storedToken';
import type { NamedPage } from './namedPage';

/**
 * An answer nobody took by then is dropped, and named on the console while its page is still shown: the
 * page no longer asks for it.
 */
export const EARLY_READ_KEEP_MS = 30_000;

const started = new Map<string, Promise<Response>>();

function timeoutSignal(ms: number): AbortSignal | undefined {
  if (typeof AbortSignal === 'undefined') return undefined;
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

/** Where the API answers: the config's base and prefix, as the api client joins them. */
function apiRootOf(config: { apiBase?: unknown; apiPrefix?: unknown }): string | null {
  return typeof config.apiBase === 'string' && typeof config.apiPrefix === 'string'
    ? `${config.apiBase}${config.apiPrefix}`
    : null;
}

/** What the shell's start reads on any page: the currency list, unless a fresh one is kept. */
function shellStartReads(): PublicRead[] {
  return storedCurrencies() ? [] : [publicReads.currencies()];
}

/**
 * Sends the named page's first reads, and the shell's, with the headers the api client will send
 * (spec 7). No page named (an address of the shell's own): the shell's reads alone. Returns whether
 * any of the page's own first reads is on its way.
 */
export function startEarlyReads(
  config: { apiBase?: unknown; apiPrefix?: unknown },
  page: NamedPage | null,
  pathname: string,
  search = '',
): boolean {
  const query = new URLSearchParams(search);
  const token = storedToken();
  const pageReads = (
    page ? (FIRST_READS[`${page.remote}/${page.module}`]?.(page.params, query) ?? []) : []
  ).filter((read) => !read.memberOnly || token !== null);
  const reads = [...pageReads, ...shellStartReads()];
  const root = apiRootOf(config);
  if (reads.length === 0 || root === null || typeof fetch !== 'function') return false;
  const { language } = splitLocalePath(pathname);
  const country = storedCountry();
  const currency = storedCurrency();
  const headersFor = (read: PublicRead) => ({
    ...requestHeaders({
      contentType: JSON_CONTENT_TYPE,
      currency,
      language,
      country,
      authorization: read.personal ? token : null,
    }),
    ...read.headers,
  });
  let pageReadSent = false;
  for (const read of reads) {
    const address = readAddress(read.path, read.params);
    if (address === null) continue;
    const key = readKey(address, language, country, read.personal ? { token, currency } : undefined);
    const answer = fetch(`${root}${address}`, {
      headers: headersFor(read),
      signal: timeoutSignal(API_TIMEOUT_MS),
    });
    pageReadSent ||= pageReads.includes(read);
    answer.catch(() => undefined); // a failure is the taker's to report, not an unhandled rejection
    started.set(key, answer);
    setTimeout(() => {
      if (started.get(key) !== answer) return;
      started.delete(key);
      // Only a page that is still shown and never asked says something: a shopper who moved on before
      // the page rendered is no sign that the page stopped making the read.
      if (window.location.pathname === pathname)
        console.warn(`[shell] an early read was not used: ${address}`);
    }, EARLY_READ_KEEP_MS);
  }
  return pageReadSent;
}

/** The early answer for a read's key, once; later reads of it are sent afresh. */
export function takeEarlyRead(key: string): Promise<Response> | undefined {
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
