// Shared set-up for the overlay tests: the real shared stores and i18n instance, put back to a
// clean state between tests (they are page singletons, so one test would otherwise leak into the next).
import type { ReactElement } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { runInAction } from 'mobx';
import { i18n, uiStore, userStore } from '@topup/shared-lib';
import '../i18n/registerShellStrings';

export function renderWithI18n(ui: ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** Empties the overlays' stores and cancels their timers; puts the language back to English. */
export async function resetOverlayState(): Promise<void> {
  // Unmount first: store changes below must not re-render components of the test that just ended.
  cleanup();
  for (const toast of [...uiStore.toasts]) uiStore.removeToast(toast.id);
  for (const notification of [...uiStore.notifications]) uiStore.dismissNotification(notification.id);
  for (const popup of [...uiStore.popups]) uiStore.closePopup(popup.id);
  // The loading overlay is counted: hide until every caller has let go.
  while (uiStore.loading.visible) uiStore.hideLoading();
  userStore.closeLoginPopup();
  userStore.clearSession();
  runInAction(() => {
    userStore.showCookie = false;
  });
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.className = '';
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
}
