// Renders a page the way the shell does (one router, the shared i18n instance, a store set and a read
// cache that a change of member, currency or country drops) for component tests. Each test passes its
// own fresh stores (testStores.ts) or gets new ones.
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { StoresProvider } from '../stores/StoresContext';
import type { Stores } from '../stores/createStores';
import { PageDataCache, dropOnShopperChange } from '../routing/pageDataCache';
import { PageDataCacheProvider } from '../routing/PageDataCacheContext';
import { RoutePage } from '../routing/RoutePage';
import type { RouteModule } from '../routing/routeModule';
import { testStores } from './testStores';

export interface RenderPageOptions {
  /** The address the router starts at. */
  path?: string;
  /** The route pattern the page is mounted at. */
  route?: string;
  stores?: Stores;
  cache?: PageDataCache;
}

/** As the shell's start does: a login, logout or new currency or country loads the page data again. */
function DropOnShopperChange({ cache, stores }: { cache: PageDataCache; stores: Stores }) {
  useEffect(() => dropOnShopperChange(cache, stores), [cache, stores]);
  return null;
}

export function renderPage(
  page: ReactElement,
  { path = '/', route = '/', stores = testStores(), cache = new PageDataCache() }: RenderPageOptions = {},
) {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <StoresProvider stores={stores}>
        <PageDataCacheProvider cache={cache}>
          <DropOnShopperChange cache={cache} stores={stores} />
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
            </Routes>
          </MemoryRouter>
        </PageDataCacheProvider>
      </StoresProvider>
    </I18nextProvider>,
  );
  return { ...view, stores, cache };
}

function ModulePage({ module }: { module: RouteModule }) {
  const params = useParams();
  return <RoutePage moduleId="test/page" module={module} params={params} />;
}

/** A route module's page at an address, its loader run with the test's stores, as the shell renders it. */
export function renderRoutePage(module: RouteModule, options: RenderPageOptions = {}) {
  return renderPage(<ModulePage module={module} />, options);
}
