import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApiClient,
  currencyStore,
  i18n,
  loadRuntimeConfig,
  splitLocalePath,
  userStore,
} from '@topup/shared-lib';
import '@topup/shared-lib/src/ui/theme.css';
import './styles/shell.css';
import './styles/header-tools.css';
import { SHELL_NS } from './i18n/registerShellStrings';
import { App } from './app/App';
import { registerConfiguredRemotes } from './remotes/remoteRegistry';
import { startSiteServices } from './startup/siteServices';
import { earlyFetch } from './startup/earlyFetch';
import { takeEarlyRead } from './startup/earlyReads';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// The page's first reads, started by the entry, answer the api client's same reads (startup/earlyReads.ts).
configureApiClient({ earlyAnswer: takeEarlyRead });

// Translate from the first paint: the language comes from the address (spec 4).
const { language } = splitLocalePath(window.location.pathname);
void i18n.changeLanguage(language);
document.documentElement.lang = language;

function StartupFailure() {
  return (
    <main className="startup-failure" role="alert">
      <p>{i18n.t(`${SHELL_NS}:startup.failed`)}</p>
      <button type="button" className="tu-button" onClick={() => window.location.reload()}>
        {i18n.t(`${SHELL_NS}:startup.reload`)}
      </button>
    </main>
  );
}

async function start(): Promise<void> {
  try {
    const config = await loadRuntimeConfig(earlyFetch);
    registerConfiguredRemotes(config.remotes);
  } catch (error) {
    console.error('[shell] runtime config unavailable', error);
    root.render(<StartupFailure />);
    return;
  }
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread in one long task (issue 10: blocking time on a slow phone). Nothing in it waits
  // for a remote (RemotePage shows its loading state), so the header paints as soon as it is ready.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // Confirm a saved session with the server (spec 4 "Login") and load prices' currencies; the page
  // does not wait for either.
  void userStore.checkLogin();
  void currencyStore.load();
  startSiteServices();
}

void start();
