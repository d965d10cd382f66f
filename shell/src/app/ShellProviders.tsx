import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StoresProvider, type Stores } from '@topup/shared-lib';
import { type PageDataCache, PageDataCacheProvider } from '../pageRuntime';

/** The page's store set, read cache and translations around any tree of the shell. */
export function ShellProviders({
  stores,
  cache,
  children,
}: {
  stores: Stores;
  cache: PageDataCache;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={stores.i18n}>
      <StoresProvider stores={stores}>
        <PageDataCacheProvider cache={cache}>{children}</PageDataCacheProvider>
      </StoresProvider>
    </I18nextProvider>
  );
}
