// Whether the page is laid out for a phone (680 px wide or less), for parts whose markup
// differs on a phone, not just their look (an order's "More" menu). The server
// and the first render in the browser say no, so hydration matches; a resize past the breakpoint
// re-renders. The look alone stays in CSS media queries at the same width.
import { useSyncExternalStore } from 'react';

/** The mobile breakpoint: the stylesheets' phone width (the shell's scaling rule uses the same). */
const MOBILE_BREAKPOINT_PX = 680;
const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

const phoneQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhone = (): boolean => phoneQuery()?.matches ?? false;
const onServer = (): boolean => false;

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, onServer);
}
