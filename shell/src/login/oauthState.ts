// What ties a third-party login's answer to this tab: the random state sent, kept for the tab,
// and the page to return to, kept as the login path. The leaving side is oauth.ts (login forms' chunk);
// this side is also read by the /oauth2/success page, in the startup bundle.
import { STORAGE_KEYS, isString, readStored, removeStored, writeStored } from '@topup/shared-lib';

export const OAUTH_STATE_KEY = 'oauth-state';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only a site path may be returned to: never another host (`//evil.com`, `/\evil.com`). */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Keeps the state sent to the provider and the page to come back to. */
export function rememberLogin(state: string, returnPath: string): void {
  session()?.setItem(OAUTH_STATE_KEY, state);
  writeStored(STORAGE_KEYS.loginPath, returnPath);
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
