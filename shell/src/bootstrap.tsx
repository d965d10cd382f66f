import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  configureApiClient,
  currencyStore,
  i18n,
  loadRuntimeConfig,
  providePageAnswers,
  splitLocalePath,
  syncPersonalView,
  userStore,
} from '@topup/shared-lib';
import '@topup/shared-lib/src/ui/theme.css';
import './styles/shell.css';
import './styles/header-tools.css';
import { SHELL_NS } from './i18n/registerShellStrings';
import { App } from './app/App';
import { firstPageShown } from './remotes/pageShown';
import { isLoadFailure } from './remotes/remoteErrors';
import { registerConfiguredRemotes } from './remotes/remoteRegistry';
import { startSiteServices } from './startup/siteServices';
import { replayEarlyClicks } from './startup/earlyClicks';
import { announceEarlyFields } from './startup/earlyFields';
import { HYDRATED_ATTRIBUTE, MEMBER_RENDERED, SERVER_RENDERED_ATTRIBUTE } from './startup/pageMarkers';
import { earlyFetch } from './startup/earlyFetch';
import { takeEarlyRead } from './startup/earlyReads';
import { serverRenderedAnswers } from './startup/serverRendered';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  return element;
}
const container = rootElement();

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

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Renders `element` into #root from scratch (a server's markup, if any, goes). */
function renderAfresh(target: HTMLElement, element: ReactNode): void {
  target.replaceChildren();
  const root = createRoot(target);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread in one long task (issue 10: blocking time on a slow phone). Nothing in it waits
  // for a remote (RemotePage shows its loading state), so the header paints as soon as it is ready.
  startTransition(() => root.render(element));
}

/**
 * Hydrates the page the store's server rendered (scripts/serve/serverRender.ts): the first render is
 * the server's, from the same answers. The shell hydrates at once; the remote's area once its module
 * has come (RemotePage). False when the page was not rendered for this shopper: it is rendered afresh.
 */
function hydrateServerPage(target: HTMLElement): boolean {
  const answers = serverRenderedAnswers();
  if (!answers) return false;
  providePageAnswers(answers);
  // Held until the page has hydrated (React hydrates the remote's area after the shell's): later reads ask
  // afresh. Then what the shopper typed or ticked before it hydrated is told to the page (earlyFields.ts).
  void firstPageShown.then(() => {
    providePageAnswers(null);
    announceEarlyFields(target);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  });
  hydrateRoot(target, app, {
    onRecoverableError: (error, info) => {
      // A remote that could not load shows its fallback (rendered in the browser): not a difference.
      if (isLoadFailure(error)) return;
      // React renders the part that differed afresh; the console names it, and where, for the tests and us.
      console.error('[shell] hydration differed from the server', error, info.componentStack);
    },
  });
  return true;
}

async function start(): Promise<void> {
  // The cookie that tells the store's server whether this shopper's pages are a first visit's.
  syncPersonalView();
  try {
    const config = await loadRuntimeConfig(earlyFetch);
    registerConfiguredRemotes(config.remotes);
  } catch (error) {
    console.error('[shell] runtime config unavailable', error);
    renderAfresh(container, <StartupFailure />);
    replayEarlyClicks(); // stops holding taps: the page's buttons are new
    return;
  }
  // Whom the server rendered the page for: a member's page came with the member it has just read.
  const renderedFor = container.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  const hydrated = hydrateServerPage(container);
  if (!hydrated) renderAfresh(container, app);
  // Taps on the server-rendered page's buttons before now (startup/earlyClicks.ts).
  replayEarlyClicks();
  // Confirm a saved session with the server (spec 4 "Login"; a page rendered for the member was read
  // with it just now, so only the rest of the member follows) and load prices' currencies; the page
  // does not wait for either.
  void (hydrated && renderedFor === MEMBER_RENDERED ? userStore.loadMemberState() : userStore.checkLogin());
  void currencyStore.load();
  startSiteServices();
}

void start();
