// The language redirect on the store's server: a page asked for at a bare (English) address by a shopper whose stored
// language cookie says zh-TW is answered with a redirect to its Chinese address, before anything is
// rendered: no English page flashes first. By the cookie alone (shared-lib languageRedirectPath): a
// crawler keeps no cookie, and an address that names its language is never moved. A browser whose own
// language is Chinese, with nothing stored, is moved by the shell's entry (startup/languageArrival.ts).
import type { FastifyRequest } from 'fastify';
import { detectLanguage, languageRedirectPath } from '../src/language/languageDetection';
import { LANGUAGE_COOKIE } from '@topup/shared-lib/rules';
import { cookieOf } from './requestCookies';

/** The address (path and query) the page request should go to instead, or null. */
export function languageRedirect(request: FastifyRequest): string | null {
  const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
  const detected = detectLanguage({
    pathname,
    cookie: cookieOf(request, LANGUAGE_COOKIE) ?? null,
    browserLanguages: [],
  });
  const target = languageRedirectPath(pathname, detected);
  if (!target) return null;
  return query === undefined ? target : `${target}?${query}`;
}
