// How a page reads its loader's data: the shell renders the page inside a PageDataProvider holding
// the data of the page's current address, and the page calls `usePageData()`. `usePageReload()`
// runs the loader again (a Retry, or after the page changed something its data shows).
import { createContext, useContext, type ReactNode } from 'react';

interface PageDataValue {
  data: unknown;
  reload(): void;
}

const PageDataContext = createContext<PageDataValue | null>(null);

export function PageDataProvider({ data, reload, children }: PageDataValue & { children: ReactNode }) {
  return <PageDataContext.Provider value={{ data, reload }}>{children}</PageDataContext.Provider>;
}

function usePageDataValue(): PageDataValue {
  const value = useContext(PageDataContext);
  if (!value) throw new Error('usePageData() is for a route module page the shell renders');
  return value;
}

/** The loader data of the page, typed as its route module's loader returns it. */
export function usePageData<Data>(): Data {
  return usePageDataValue().data as Data;
}

export function usePageReload(): () => void {
  return usePageDataValue().reload;
}
