// Third-party login: the provider's authorize page sends the shopper back to /oauth2/success
// with a one-time code, which the shell trades for a session (POST /sso/oauth2/code). A random state,
// kept for the tab, ties the answer to this browser; the page to return to is kept as the login path
// (oauthState.ts, which the landing page reads).
import { localizePath, type Language } from '@topup/shared-lib';
import { rememberLogin } from './oauthState';
import { getShellConfig } from '../startup/shellConfig';

export const OAUTH_RETURN_PATH = '/oauth2/success';

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider's page for this login, or null when the site has no third-party login configured. */
export function authorizeUrl(language: Language, state: string): string | null {
  const base = getShellConfig().oauthAuthorizeUrl;
  if (!base) return null;
  const url = new URL(base, window.location.origin);
  url.searchParams.set(
    'redirect_uri',
    `${window.location.origin}${localizePath(OAUTH_RETURN_PATH, language)}`,
  );
  url.searchParams.set('state', state);
  return url.href;
}

export const thirdPartyLoginAvailable = (): boolean => Boolean(getShellConfig().oauthAuthorizeUrl);

/** Remembers where the shopper was and leaves for the provider. */
export function startThirdPartyLogin(
  language: Language,
  go: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  const state = randomState();
  const url = authorizeUrl(language, state);
  if (!url) return false;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  rememberLogin(state, here);
  go(url);
  return true;
}
