// Site popups are drawn by the shell and tell the page that opened them nothing: a page that shows what
// happened inside one (a review written, a payment made) reads again once that popup has closed.
import { useCallback, useEffect, useState } from 'react';
import { when } from 'mobx';
import { useStores } from '../stores/StoresContext';
import type { SitePopupKind } from '../stores/sitePopups';

/** Returns `watch`: call it right after opening a `kind` popup; `onClosed` runs once it has closed. */
export function useAfterSitePopup(kind: SitePopupKind, onClosed: () => void): () => void {
  const { ui } = useStores();
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    if (!watching) return;
    return when(
      () => ui.sitePopup(kind) === null,
      () => {
        setWatching(false);
        onClosed();
      },
    );
  }, [ui, kind, watching, onClosed]);
  return useCallback(() => setWatching(true), []);
}
