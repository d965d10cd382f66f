// The harness page around one remote's pages: the shared stores wired as the shell wires them
// (navigation, login check, currency), a login, toasts and the site popups' frames. It must never
// import the shell: a team runs its remote with this alone.
// Everything from the package name, never relative: a remote's build shares '@topup/shared-lib' as a
// singleton, and a relative import would give the harness a second copy of the stores.
import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currencyStore, i18n, navigationStore, userStore } from '@topup/shared-lib';
import { HarnessAccount, HarnessLoginPopup } from './HarnessLogin';
import { HarnessSitePopups, HarnessToasts, type HarnessSitePopupBodies } from './HarnessOverlays';
import { HARNESS_NS } from './harnessStrings';

export interface StandaloneOptions {
  /** Site popup bodies this remote owns (e.g. checkout's payment list), shown as the shell would. */
  sitePopups?: HarnessSitePopupBodies;
}

/** Stores ask to navigate through navigationStore; here the harness's router honours them. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(
    () =>
      navigationStore.register({
        navigate: (path, { replace }) => void navigate(path, { replace }),
        reload: () => window.location.reload(),
      }),
    [navigate],
  );
  return null;
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
  pages: Record<string, ComponentType>;
  options?: StandaloneOptions;
}) {
  useEffect(() => {
    // What the shell does on start (stores/README.md).
    void userStore.checkLogin();
    void currencyStore.load();
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <NavigationBridge />
        <HarnessBar paths={Object.keys(pages).filter((path) => !path.includes(':'))} />
        <main style={{ padding: '1rem' }}>
          <Routes>
            {Object.entries(pages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </main>
        <HarnessLoginPopup />
        <HarnessSitePopups bodies={options.sitePopups ?? {}} />
        <HarnessToasts />
      </BrowserRouter>
    </I18nextProvider>
  );
}
