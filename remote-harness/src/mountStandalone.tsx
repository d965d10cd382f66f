// Runs one remote on its own (npm run dev -w <remote>) with the same shared stores, i18n and API
// client as the shell provides, plus a login, toasts and the site popups' frames (StandaloneApp).
// Not part of the federated surface: only remote bootstraps import it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '@topup/shared-lib';
import { StandaloneApp, type StandaloneOptions } from './StandaloneApp';
import { standalonePages, type RemoteName, type StandaloneModules } from './standalonePages';
import '@topup/shared-lib/theme.css';

export type { StandaloneOptions } from './StandaloneApp';

/** `modules`: the remote's route modules by name; the shell's route table says at which paths. */
export function mountStandalone<R extends RemoteName>(
  remote: R,
  modules: StandaloneModules<R>,
  options: StandaloneOptions = {},
): void {
  const pages = standalonePages(remote, modules);
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
