import { useEffect } from 'react';
import { userStore } from '@topup/shared-lib';

/** Member pages open the login popup for an anonymous visitor (spec 6); the page shows after login. */
export function useLoginPrompt(): void {
  useEffect(() => {
    userStore.requireLogin();
  }, []);
}
