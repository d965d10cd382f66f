import { useEffect } from 'react';
import { userStore } from '@topup/shared-lib';

/**
 * Member pages open the login popup for an anonymous visitor (spec 6); the page shows after login.
 * Leaving the page without logging in closes the popup it opened, so it does not follow the visitor.
 */
export function useLoginPrompt(): void {
  useEffect(() => {
    const opened = !userStore.requireLogin();
    return () => {
      if (opened && !userStore.isLogin) userStore.closeLoginPopup();
    };
  }, []);
}
