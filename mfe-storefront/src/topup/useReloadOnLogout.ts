// A shopper who logs out on a product's top-up page stays there (the page reloads as a
// guest's, the form kept) instead of going home.
import { useEffect } from 'react';
import { useStores } from '@topup/shared-lib';

export function useReloadOnLogout(): void {
  const { user } = useStores();
  useEffect(() => user.keepPageOnLogout(), [user]);
}
