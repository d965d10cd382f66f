// The harness page around one remote's pages: the shared stores wired as the shell wires them
// (navigation, login check, currency), a login, toasts and the site popups' frames. It must never
// import the shell: a team runs its remote with this alone.
// Everything from the package name, never relative: a remote's build shares '@topup/shared-lib' as a
// singleton, and a relative import would give the harness a second copy of the stores.
import { useEffect, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  StoresProvider,
  createStores,
  i18n,
  useStores,
  type RouteModule,
  type Stores,
} from '@topup/shared-lib';
import { HarnessAccount, HarnessLoginPopup } from './HarnessLogin';
import { HarnessSitePopups, HarnessToasts, type HarnessSitePopupBodies } from './HarnessOverlays';
import { HARNESS_NS } from './harnessStrings';
import {
  PageDataCache,
  PageDataCacheProvider,
  RoutePage,
  browserTransport,
  dropOnShopperChange,
  loadCurrencies,
  memberSession,
} from 'shell/page-runtime';

export interface StandaloneOptions {
  /** Site popup bodies this remote owns (e.g. checkout's payment list), shown as the shell would. */
  sitePopups?: HarnessSitePopupBodies;
}

/** Stores ask to navigate through their navigation store; here the harness's router honours them. */
function NavigationBridge() {
  const navigate = useNavigate();
  const { navigation } = useStores();
  useEffect(
    () =>
      navigation.register({
        navigate: (path, { replace }) => void navigate(path, { replace }),
        reload: () => window.location.reload(),
      }),
    [navigate, navigation],
  );
  return null;
}

/** A route module's page with its loader's data, as the shell renders it. */
function HarnessPage({ path, module }: { path: string; module: RouteModule }) {
  const params = useParams();
  return <RoutePage moduleId={`harness${path}`} module={module} params={params} />;
}

/** The tab's stores and read cache, made once, as the shell's start makes them. */
function useHarnessStores(): { stores: Stores; cache: PageDataCache } {
  const [made] = useState(() => {
    const stores = createStores({ transport: browserTransport, i18n });
    const cache = new PageDataCache();
    dropOnShopperChange(cache, stores);
    return { stores, cache };
  });
  return made;
}

function HarnessBar({ paths }: { paths: string[] }) {
  const { t } = useTranslation(HARNESS_NS);
  return (
    <header
      aria-label={t('bar')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '0.5rem 1rem' }}
    >
      <nav aria-label={t('pages')} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        {paths.map((path) => (
          <Link key={path} to={path}>
            {path}
          </Link>
        ))}
      </nav>
      <HarnessAccount />
    </header>
  );
}

export function StandaloneApp({
  pages,
  options = {},
}: {
  pages: Record<string, RouteModule>;
  options?: StandaloneOptions;
}) {
  const { stores, cache } = useHarnessStores();
  useEffect(() => {
    // What the shell does on start (stores/README.md).
    void memberSession(stores).checkLogin();
    void loadCurrencies(stores);
  }, [stores]);
  return (
    <I18nextProvider i18n={i18n}>
      <StoresProvider stores={stores}>
        <PageDataCacheProvider cache={cache}>
          <BrowserRouter>
            <NavigationBridge />
            <HarnessBar paths={Object.keys(pages).filter((path) => !path.includes(':'))} />
            <main style={{ padding: '1rem' }}>
              <Routes>
                {Object.entries(pages).map(([path, module]) => (
                  <Route key={path} path={path} element={<HarnessPage path={path} module={module} />} />
                ))}
              </Routes>
            </main>
            <HarnessLoginPopup />
            <HarnessSitePopups bodies={options.sitePopups ?? {}} />
            <HarnessToasts />
          </BrowserRouter>
        </PageDataCacheProvider>
      </StoresProvider>
    </I18nextProvider>
  );
}
