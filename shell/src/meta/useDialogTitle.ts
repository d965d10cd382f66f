import { useEffect } from 'react';
import { pageTitle } from '@topup/shared-lib';
import type { TFunction } from 'i18next';

/**
 * A dialog that stands for a page of its own (the login popup) names the tab while it is open; on
 * closing, the page's title comes back unless a new page has named the tab meanwhile.
 */
export function useDialogTitle(t: TFunction, name: string): void {
  const title = pageTitle(t, name);
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = before;
    };
  }, [title]);
}
