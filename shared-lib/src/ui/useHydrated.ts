// Server rendering: the browser's first render of a server-rendered page must produce the
// server's markup, so what only the browser knows (the session, stored choices, the screen) shows once
// the page has hydrated. React's external-store hook gives exactly that moment: its server snapshot
// is used on the server and while hydrating, the browser's right after.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** False while the server renders and while the browser hydrates that render; true after, and in any render of the browser's own. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
