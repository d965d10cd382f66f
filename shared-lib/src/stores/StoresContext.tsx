// How components reach their page's stores: the shell (or a test, or the standalone harness) provides
// the set, and `useStores()` reads it. shared-lib is a federation singleton, so this context is one
// object for the shell and every remote.
import { createContext, useContext, type ReactNode } from 'react';
import type { Stores } from './createStores';

const StoresContext = createContext<Stores | null>(null);

export function StoresProvider({ stores, children }: { stores: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The page's stores; rendering outside a StoresProvider is a programming error. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a StoresProvider above it');
  return stores;
}
