// Renders a page the way the shell does (one router, the shared i18n instance, a store set and the
// shell's own page runtime: its read cache, which a change of member, currency or country drops, and
// RoutePage) for the component tests of every app: `shell/testing`. Each test passes its own fresh
// stores (@topup/shared-lib/testing testStores) or gets new ones.
import { Component, useEffect, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  ErrorState,
  StoresProvider,
  i18n,
  isPageNotFound,
  type RouteModule,
  type Stores,
} from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { PageDataCache, dropOnShopperChange, pageDataKey } from '../pageRuntime/pageDataCache';
import { PageDataCacheProvider, usePageDataCache } from '../pageRuntime/PageDataCacheContext';
import { RoutePage } from '../pageRuntime/RoutePage';

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

/** The module id renderRoutePage gives its page (the read cache's keys start with it). */
export const TEST_MODULE_ID = 'test/page';

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

/**
 * Where the shell shows a page's failure: a not-found page for `pageNotFound()`, else the error and
 * Retry, which reads the page's data again. Here the not-found page is its error's message.
 */
class PageBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isPageNotFound(error)) return <p role="alert">{error.message}</p>;
    return <ErrorState error={error} onRetry={this.retry} />;
  }
}

function ModulePage({ module }: { module: RouteModule }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const cache = usePageDataCache();
  return (
    <PageBoundary onRetry={() => cache.forget(pageDataKey(TEST_MODULE_ID, pathname, search))}>
      <RoutePage moduleId={TEST_MODULE_ID} module={module} params={params} />
    </PageBoundary>
  );
}

/**
 * A route module's page at an address, its loader run with the test's stores, as the shell renders it:
 * a loader's failure shows the error with Retry, its `pageNotFound()` the not-found error's message.
 */
export function renderRoutePage(module: RouteModule, options: RenderPageOptions = {}) {
  return renderPage(<ModulePage module={module} />, options);
}
