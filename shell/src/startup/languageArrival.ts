// The language chosen when a page is opened: a bare (English) address goes to its Chinese one
// when the stored language cookie says zh-TW or, with nothing stored, the browser prefers Chinese
// (shared-lib detectPageLanguage, languageRedirectPath). The store's server redirects by the cookie
// already; the browser's own languages are known here only. Runs in the entry, before anything else.
import { detectPageLanguage } from '../language/languageCookies';
import { languageRedirectPath } from '../language/languageDetection';

type Address = Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>;

/** Replaces the address by the chosen language's and returns true; false: this page stays. */
export function goToChosenLanguage(address: Address = window.location): boolean {
  const target = languageRedirectPath(address.pathname, detectPageLanguage());
  if (!target) return false;
  address.replace(`${target}${address.search}${address.hash}`);
  return true;
}
