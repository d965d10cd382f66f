// Site popups are drawn by the shell and report nothing back to the page that opened them: a page that
// must follow what happened inside one (a review written) reads again once that popup has closed.
import { useEffect, useState } from 'react';
import { when } from 'mobx';
import { useStores, type SitePopupKind } from '@topup/shared-lib';

/**
 * Returns `watch`: call it right after opening a `kind` popup, and `onClosed` runs once that popup is
 * closed (unless the page is gone by then).
 */
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
  return () => setWatching(true);
}
