// Whether the shopper has answered the cookie question, as the page's server and the browser's first
// render both know it: the choice's cookie (shared-lib mirrors the stored choice into it), so the
// banner is in the server's page from its first paint and hydrates as it was rendered.
import { createContext, useContext } from 'react';
import { COOKIE_CHOICE_COOKIE, readCookie } from '@topup/shared-lib';

/** On the server: whether the request carried the choice. In the browser none is given: the cookie is read. */
export const CookieChoiceContext = createContext<boolean | null>(null);

/** Whether the choice's cookie is there (the request's on the server, the document's in the browser). */
export function useCookieChoiceMade(): boolean {
  const fromRequest = useContext(CookieChoiceContext);
  return fromRequest ?? (typeof document !== 'undefined' && readCookie(COOKIE_CHOICE_COOKIE) !== null);
}
