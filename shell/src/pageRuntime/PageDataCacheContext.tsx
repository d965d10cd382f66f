import { createContext, useContext, type ReactNode } from 'react';
import type { PageDataCache } from './pageDataCache';

const PageDataCacheContext = createContext<PageDataCache | null>(null);

/** The page's read cache: the tab's in the browser, the request's on the store's server. */
export function PageDataCacheProvider({ cache, children }: { cache: PageDataCache; children: ReactNode }) {
  return <PageDataCacheContext.Provider value={cache}>{children}</PageDataCacheContext.Provider>;
}

export function usePageDataCache(): PageDataCache {
  const cache = useContext(PageDataCacheContext);
  if (!cache) throw new Error('a route page needs a PageDataCacheProvider above it');
  return cache;
}
