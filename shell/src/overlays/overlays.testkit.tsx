// Shared set-up for the shell's component tests: a fresh store set per render (or the test's own), the
// shared i18n instance, and the page put back between tests (storage, address, body, language).
import type { ReactElement } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { StoresProvider, i18n, type SitePopupRequest, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import '../i18n/registerShellStrings';
import { notificationsOf } from './notificationsOf';

/** The sets rendered since the last reset, whose timers the reset cancels. */
const rendered = new Set<Stores>();

/** Renders `ui` with a store set: the one given (spies set up beforehand) or a fresh one. */
export function renderWithStores(ui: ReactElement, stores: Stores = testStores()) {
  rendered.add(stores);
  const view = render(
    <I18nextProvider i18n={stores.i18n}>
      <StoresProvider stores={stores}>{ui}</StoresProvider>
    </I18nextProvider>,
  );
  return { ...view, stores };
}

/**
 * Unmounts, cancels the toasts' and notifications' timers of the sets rendered, and puts the page back:
 * storage emptied, address `/`, body classes gone, English.
 */
export async function resetOverlayState(): Promise<void> {
  // Unmount first: store changes below must not re-render components of the test that just ended.
  cleanup();
  for (const stores of rendered) {
    for (const toast of [...stores.ui.toasts]) stores.ui.removeToast(toast.id);
    const list = notificationsOf(stores);
    for (const notification of [...list.notifications]) list.dismiss(notification.id);
  }
  rendered.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.className = '';
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
}

/** Opens a site popup as an app would, once its bodies' chunk (fetched on the first popup) is in. */
export async function openSitePopup(stores: Stores, request: SitePopupRequest): Promise<void> {
  await act(async () => {
    stores.ui.openSitePopup(request);
    await import('./SitePopupBodies');
  });
}
