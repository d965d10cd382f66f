// Focus for a modal popup: it moves inside on open and goes back to where it was on close, so a
// keyboard or screen-reader user keeps their place in the page.
import { useEffect, type RefObject } from 'react';
import { focusableIn } from './focusable';

export function usePopupFocus(
  panelRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const panel = panelRef.current;
    // Read before moving focus: this is the element that opened the popup.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (panel) (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();
    return () => {
      // The opener may have gone with the popup (e.g. a button inside a popup below that closed too).
      if (opener?.isConnected) opener.focus();
    };
  }, [panelRef, initialFocusRef]);
}
