// Third-party login (spec 2): the provider's authorize page sends the shopper back to /oauth2/success
// with a one-time code, which the shell trades for a session (POST /sso/oauth2/code). A random state,
// kept for the tab, ties the answer to this browser; the page to return to is kept as the login path.
import {
  STORAGE_KEYS,
  getRuntimeConfig,
  isString,
  localizePath,
  readStored,
  removeStored,
  writeStored,
  type Language,
} from '@topup/shared-lib';

export const OAUTH_RETURN_PATH = '/oauth2/success';
export const OAUTH_STATE_KEY = 'oauth-state';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Only a site path may be returned to: never another host (`//evil.com`, `/\evil.com`). */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** The provider's page for this login, or null when the site has no third-party login configured. */
export function authorizeUrl(language: Language, state: string): string | null {
  const base = getRuntimeConfig().oauthAuthorizeUrl;
  if (!base) return null;
  const url = new URL(base, window.location.origin);
  url.searchParams.set(
    'redirect_uri',
    `${window.location.origin}${localizePath(OAUTH_RETURN_PATH, language)}`,
  );
  url.searchParams.set('state', state);
  return url.href;
}

export const thirdPartyLoginAvailable = (): boolean => Boolean(getRuntimeConfig().oauthAuthorizeUrl);

/** Remembers where the shopper was and leaves for the provider. */
export function startThirdPartyLogin(
  language: Language,
  go: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  const state = randomState();
  const url = authorizeUrl(language, state);
  if (!url) return false;
  session()?.setItem(OAUTH_STATE_KEY, state);
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  writeStored(STORAGE_KEYS.loginPath, here);
  go(url);
  return true;
}

/** True once for the state this tab sent; the stored state is used up either way. */
export function takeMatchingState(state: string | null): boolean {
  const store = session();
  const expected = store?.getItem(OAUTH_STATE_KEY) ?? null;
  store?.removeItem(OAUTH_STATE_KEY);
  return Boolean(state) && state === expected;
}

/** The page to go back to after the login (the stored login path), used up on reading. */
export function takeLoginPath(): string | null {
  const path = safeReturnPath(readStored(STORAGE_KEYS.loginPath, isString));
  removeStored(STORAGE_KEYS.loginPath);
  return path;
}
