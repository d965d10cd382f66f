// A route module's page at the current address: its loader's data from the page's read cache (read
// once per address, kept for a return visit, dropped when the member, currency or country change),
// then the page with that data. While an address loads for the first time the loading line shows;
// while it loads again its last data stays. A loader's failure is thrown to the caller's boundary.
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import {
  LoadingState,
  PageDataProvider,
  pageLoaderArgs,
  useStores,
  type RouteModule,
} from '@topup/shared-lib';
import { pageDataKey } from './pageDataCache';
import { usePageDataCache } from './PageDataCacheContext';
import { runLoader } from './runLoader';
import { useSettled } from './useSettled';

export interface RoutePageProps {
  /** `remote/module`: names the page in the read cache's keys. */
  moduleId: string;
  module: RouteModule;
  params: Readonly<Record<string, string | undefined>>;
  /** Told each data the page shows (the shell writes the page's head from it). */
  onData?(data: unknown): void;
  /**
   * What a loader's failure shows in the page's place, or null to throw it to the caller's boundary.
   * The store's server renders what this gives (a boundary does not catch while the server renders),
   * so a page its loader found missing is answered 404 with its page, rendered the same in the browser.
   */
  renderFailure?(error: unknown): ReactNode | null;
}

export const RoutePage = observer(function RoutePage({
  moduleId,
  module,
  params,
  onData,
  renderFailure,
}: RoutePageProps) {
  const stores = useStores();
  const cache = usePageDataCache();
  const { pathname, search } = useLocation();
  const key = pageDataKey(moduleId, pathname, search);
  // Read while rendering so an invalidation renders the page again.
  void cache.version;
  const load = useSettled(
    cache.read(key, () => runLoader(module, pageLoaderArgs(params, pathname, search, stores))),
  );
  const failure = load.status === 'rejected' ? (renderFailure?.(load.reason) ?? null) : null;
  if (load.status === 'rejected' && failure === null) throw load.reason;
  const shown =
    load.status === 'fulfilled'
      ? { data: load.value }
      : load.status === 'rejected'
        ? undefined
        : cache.staleData(key);
  const data = shown?.data;
  useEffect(() => {
    if (shown) onData?.(data);
  }, [shown !== undefined, data, onData]); // eslint-disable-line react-hooks/exhaustive-deps -- `shown` is new each render; its presence and data are the inputs
  if (failure !== null) return <>{failure}</>;
  if (!shown) return <LoadingState />;
  const Page = module.default;
  return (
    <PageDataProvider data={data} reload={() => cache.forget(key)}>
      <Page />
    </PageDataProvider>
  );
});
