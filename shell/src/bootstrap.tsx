import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStores, i18n, splitLocalePath, type Stores } from '@topup/shared-lib';
import { loadLanguage } from './language/loadLanguage';
import { loadRuntimeConfig } from './startup/loadRuntimeConfig';
import { storedCountry } from '@topup/shared-lib/startup/stored-country';
import { storedCurrency } from '@topup/shared-lib/startup/stored-currency';
import '@topup/shared-lib/theme.css';
import './styles/shell.css';
import './styles/header.css';
import './styles/header-tools.css';
import { SHELL_NS } from './i18n/registerShellStrings';
import { App } from './app/App';
import { firstPageShown, onFirstPageShown } from './remotes/pageShown';
import { isLoadFailure } from './remotes/remoteErrors';
import { registerConfiguredRemotes } from './remotes/remoteRegistry';
import { startSiteServices } from './startup/siteServices';
import { releaseHeldClicks, replayEarlyClicks } from './startup/earlyClicks';
import { announceEarlyFields } from './startup/earlyFields';
import { HYDRATED_ATTRIBUTE, PAGE_AREA_CLASS, SERVER_RENDERED_ATTRIBUTE } from './startup/pageMarkers';
import { earlyFetch } from './startup/earlyFetch';
import { readPageState, sameShopper, type PageState } from './startup/pageState';
import { dropOnShopperChange, PageDataCache } from './pageRuntime';
import { browserTransport } from './transport/transportLoader';
import { memberSession } from './login/memberSession';
import { sessionMark, syncPersonalView } from './platform/personalView';
import { getVisitorUid } from './platform/visitorIdentity';
import { adoptCurrencies, loadCurrencies } from './currency/currencyList';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  return element;
}
const container = rootElement();

// Translate from the first paint: the language comes from the address.
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

/** Renders `element` into #root from scratch (a server's markup, if any, goes). */
function renderAfresh(target: HTMLElement, element: ReactNode): void {
  target.replaceChildren();
  // The markup is the browser's now: nothing will hydrate, so nothing may wait for that (the marker says
  // which of the two a page is).
  target.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  const root = createRoot(target);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread in one long task. Nothing in it waits for a remote (a page shows its loading
  // state), so the header paints as soon as it is ready.
  startTransition(() => root.render(element));
}

/**
 * The page the store's server rendered, when this browser renders the same page: the same session (or
 * none), currency and country as it stores (pageState.ts). Null: render afresh.
 */
function renderedForThisShopper(stores: Stores): PageState | null {
  const state = readPageState();
  if (!state) return null;
  const stored = {
    session: stores.user.token === null ? null : sessionMark(stores.user.token),
    currency: storedCurrency(),
    country: storedCountry(),
  };
  if (!sameShopper(state.renderedFor, stored)) return null;
  // A member's page holds the member it was rendered with, fresher than the stored copy.
  if (
    state.member &&
    !memberSession(stores).adoptRenderedInfo({ session: stored.session, info: state.member })
  )
    return null;
  return state;
}

/**
 * Hydrates the page the store's server rendered: the first render is the server's, from the same
 * data. The shell hydrates at once; the remote's area once its module has come (RemotePage).
 */
function hydrate(target: HTMLElement, app: ReactNode): void {
  // Then what the shopper typed or ticked before it hydrated is told to the page (earlyFields.ts), in
  // the commit that hydrated its area, before any part renders again.
  onFirstPageShown(() => {
    announceEarlyFields(target);
    // Then the taps on the page's own buttons, held until its area could take them (earlyClicks.ts),
    // in a task of their own: the announced fields' changes are React's discrete updates, rendered
    // before the next task, so a held Send sees what was typed.
    setTimeout(releaseHeldClicks, 0);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  });
  // A transition: hydration yields to the browser every few milliseconds instead of holding a slow
  // phone's main thread in one long task (the page is already painted); a tap on a part not yet
  // hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(target, app, {
      onRecoverableError: (error, info) => {
        // A remote that could not load shows its fallback (rendered in the browser): not a difference.
        if (isLoadFailure(error)) return;
        // React renders the part that differed afresh; the console names it, and where, for the tests and us.
        console.error('[shell] hydration differed from the server', error, info.componentStack);
      },
    });
  });
}

async function start(): Promise<void> {
  // Every visitor has a uid from the first visit on, whatever happens next (a config that does
  // not load, a service that is off): the cookie is written before anything else can fail.
  getVisitorUid();
  // The cookies that tell the store's server how this shopper's pages render (platform/personalView.ts).
  syncPersonalView();
  // A page in another language than English waits for its tables (fetched beside the config), its
  // failure to start too; should they not come, it shows in English rather than not at all.
  const tables = loadLanguage(language).catch((error: unknown) =>
    console.error('[shell] language tables', error),
  );
  try {
    const config = await loadRuntimeConfig(earlyFetch);
    registerConfiguredRemotes(config.remotes);
    await tables;
  } catch (error) {
    console.error('[shell] runtime config unavailable', error);
    await tables;
    renderAfresh(container, <StartupFailure />);
    replayEarlyClicks(); // stops holding taps: the page's buttons are new
    return;
  }
  // The tab's stores and read cache (shared-lib createStores.ts, pageRuntime/pageDataCache.ts).
  const stores = createStores({ transport: browserTransport, i18n });
  const rendered = renderedForThisShopper(stores);
  if (rendered && rendered.currencies.length > 0) adoptCurrencies(stores, rendered.currencies);
  const cache = new PageDataCache(rendered?.entries);
  dropOnShopperChange(cache, stores);
  const app = (
    <StrictMode>
      <App stores={stores} cache={cache} />
    </StrictMode>
  );
  if (rendered) hydrate(container, app);
  else renderAfresh(container, app);
  // Taps on the server-rendered shell's buttons before now; those on the page's area wait for it
  // (startup/earlyClicks.ts).
  replayEarlyClicks(rendered ? { waitingArea: `.${PAGE_AREA_CLASS}` } : {});
  // Confirm a saved session with the server (a page rendered for the member was read
  // with it just now, so only the rest of the member follows) and load prices' currencies; the page
  // does not wait for either.
  if (rendered?.member) memberSession(stores).loadMemberState();
  else void memberSession(stores).checkLogin();
  // A page rendered without the currencies (the server could not read them) showed the picker loading:
  // a stored list must not show before that render has hydrated.
  if (rendered && rendered.currencies.length === 0) void firstPageShown.then(() => loadCurrencies(stores));
  else void loadCurrencies(stores);
  startSiteServices(stores);
}

void start();
