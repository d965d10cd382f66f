import { useEffect } from 'react';
import { useStores } from '@topup/shared-lib';

/**
 * Member pages open the login popup for an anonymous visitor; the page shows after login.
 * Leaving the page without logging in closes the popup it opened, so it does not follow the visitor.
 */
export function useLoginPrompt(): void {
  const { user, loginPopup } = useStores();
  useEffect(() => {
    const opened = !user.requireLogin();
    return () => {
      if (opened && !user.isLogin) loginPopup.close();
    };
  }, [user, loginPopup]);
}
