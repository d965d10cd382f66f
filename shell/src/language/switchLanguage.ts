// The route table language switch: to English, go to /en + the current path (the router then replaces it by
// the bare path, client-side); to another language, load the page again at its prefixed address.
import { isSupportedLanguage, splitLocalePath } from '@topup/shared-lib';
import { rememberLanguage } from './languageCookies';

export const ENGLISH = 'en';

export interface CurrentAddress {
  pathname: string;
  search: string;
  hash: string;
}

export interface LanguageSwitchDeps {
  /** Client-side navigation (the router). */
  navigate(path: string): void;
  /** A full page load of the address. */
  load(url: string): void;
}

/** The address a switch goes to: `/en/...` for English, `/{code}/...` otherwise. */
export function languageSwitchTarget(next: string, address: CurrentAddress): string {
  const { path } = splitLocalePath(address.pathname);
  const rest = `${path === '/' ? '' : path}${address.search}${address.hash}`;
  return next === ENGLISH ? `/${ENGLISH}${rest || '/'}` : `/${next}${rest}`;
}

/** Switches unless the code is unknown or already current; returns whether it did. */
export function switchLanguage(
  next: string,
  current: string,
  address: CurrentAddress,
  deps: LanguageSwitchDeps,
): boolean {
  if (!isSupportedLanguage(next) || next === current) return false;
  rememberLanguage(next);
  const target = languageSwitchTarget(next, address);
  if (next === ENGLISH) deps.navigate(target);
  else deps.load(target);
  return true;
}
