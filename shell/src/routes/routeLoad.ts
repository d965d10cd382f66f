// Starting a route's page before it renders: the remote's module, then its loader's data into the read
// cache under the key the page will read (pageRuntime/RoutePage.tsx). Started as soon as the address
// changes, so both arrive during the route wait instead of after it.
import type { Location } from 'react-router-dom';
import { pageLoaderArgs, splitLocalePath, type Stores } from '@topup/shared-lib';
import { asRouteModule, pageLoad } from '../remotes/pageLoads';
import { routeOfPath } from './routeTable';
import {
  PAGE_DATA_MAX_AGE_MS,
  type PageDataCache,
  pageDataKey,
  runLoader,
  track,
  type Tracked,
} from '../pageRuntime';

/** The page of `location` and its data, loading; null for an address no remote page shows. */
export function startRouteLoad(
  location: Pick<Location, 'pathname' | 'search'>,
  stores: Stores,
  cache: PageDataCache,
): Tracked<unknown> | null {
  const match = routeOfPath(splitLocalePath(location.pathname).path);
  const page = match?.route.page;
  if (!match || !page || !('remote' in page)) return null;
  const { params } = match;
  const key = pageDataKey(`${page.remote}/${page.module}`, location.pathname, location.search);
  const load = pageLoad(page.remote, page.module).then((loaded) =>
    cache.read(
      key,
      () =>
        runLoader(asRouteModule(loaded), pageLoaderArgs(params, location.pathname, location.search, stores)),
      { retryFailed: true, maxAgeMs: PAGE_DATA_MAX_AGE_MS },
    ),
  );
  return track(load);
}
