// Runs one remote on its own (npm run dev -w <remote>) with the same shared stores, i18n and API
// client as the shell provides, plus a login, toasts and the site popups' frames (StandaloneApp).
// Not part of the federated surface: only remote bootstraps import it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig, type RouteModule } from '@topup/shared-lib';
import { StandaloneApp, type StandaloneOptions } from './StandaloneApp';
import '@topup/shared-lib/theme.css';

export type { StandaloneOptions } from './StandaloneApp';

/** `pages`: the remote's route modules by path, as the shell's route table maps them. */
export function mountStandalone(pages: Record<string, RouteModule>, options: StandaloneOptions = {}): void {
  // The dev server proxies /api and /media to a local store-api.
  setRuntimeConfig({ apiBase: '', apiPrefix: '/api', mediaBase: '' });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp pages={pages} options={options} />
    </StrictMode>,
  );
}
