// The site popups any app asks for through `ui.openSitePopup` of its store set. Their
// bodies (SitePopupBodies.tsx) are fetched when the first one opens: no page opens with one, so the first
// load does not carry them.
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@topup/shared-lib';

const SitePopup = lazy(() =>
  import(/* webpackChunkName: "site-popups" */ './SitePopupBodies').then((module) => ({
    default: module.SitePopup,
  })),
);

/** A bodies' chunk that cannot load leaves the page as it was (the chunk-reload watcher reloads it). */
class PopupChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export const SitePopups = observer(function SitePopups() {
  const { ui } = useStores();
  if (ui.sitePopups.length === 0) return null;
  return (
    <PopupChunkBoundary>
      <Suspense fallback={null}>
        {ui.sitePopups.map((request) => (
          <SitePopup key={request.kind} request={request} />
        ))}
      </Suspense>
    </PopupChunkBoundary>
  );
});
