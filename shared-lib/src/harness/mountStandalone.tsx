// Runs one remote on its own (npm run dev -w <remote>) with the same shared stores, i18n and API
// client as the shell provides. Not part of the federated surface: only remote bootstraps import it.
// Login and overlays for the harness arrive with the independent-delivery issue (12).
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, setRuntimeConfig } from '@topup/shared-lib';
import '../ui/theme.css';

export function mountStandalone(pages: Record<string, ComponentType>): void {
  // The dev server proxies /api and /media to a local store-api.
  setRuntimeConfig({ apiBase: '', apiPrefix: '/api', mediaBase: '', remotes: {} });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <nav style={{ display: 'flex', gap: '1rem', padding: '0.5rem 1rem' }}>
            {Object.keys(pages)
              .filter((path) => !path.includes(':'))
              .map((path) => (
                <Link key={path} to={path}>
                  {path}
                </Link>
              ))}
          </nav>
          <main style={{ padding: '1rem' }}>
            <Routes>
              {Object.entries(pages).map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </main>
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
