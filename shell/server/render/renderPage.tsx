// The store's server renders a page with this module: the shell's own tree around the remote's route
// module, as the browser will then hydrate it (shell/src/bootstrap.tsx). It is built for node beside
// the shell's browser build (dist/server/render.mjs, scripts/webpack/server-build-plugin.mjs) and run
// by the page server (shell/server/serverRender.ts), which gives it each remote's route module from
// that remote's own server build, with the libraries below as the remote's shared modules: on the
// server as in the browser, one React, one router, one shared-lib.
// Each request gets its own store set, translations and read cache, so requests render concurrently
// and one shopper's render never sees another's data.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { JSDOM } from 'jsdom';
import * as reactRouterDom from 'react-router-dom';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import * as sharedLib from '@topup/shared-lib';
import sharedLibPackage from '@topup/shared-lib/package.json';
import {
  createStores,
  i18n,
  isPageNotFound,
  pageLoaderArgs,
  provideServerWindow,
  settle,
  setRenderedOrigin,
  splitLocalePath,
  type HtmlWindow,
  type HttpTransport,
  type Stores,
  type UserInfo,
} from '@topup/shared-lib';
import { parseRuntimeConfig } from '../../src/startup/parseRuntimeConfig';
import { ShellTree } from '../../src/app/App';
import { ShellProviders } from '../../src/app/ShellProviders';
import { CookieChoiceContext } from '../../src/overlays/cookieChoice';
import '../../src/i18n/allShellLanguages';
import { routeHead, type FullHead } from '../../src/meta/pageHead';
import { asRouteModule, providePageModule } from '../../src/remotes/pageLoads';
import type { RemoteModuleExports } from '../../src/remotes/remoteNames';
import type { RemoteName } from '../../src/remotes/remoteNames';
import type { PageState } from '../../src/startup/pageState';
import { PageDataCache, pageDataKey, runLoader } from '../../src/pageRuntime';
import { memberSession } from '../../src/login/memberSession';
import { sessionMark } from '../../src/platform/personalView';
import { adoptCurrencies, siteApi } from '../../src/currency/currencyList';
import { setShellConfig } from '../../src/startup/shellConfig';

export { storeApiTransport } from './storeApiTransport';

// Observers render once, with no reactions left behind per request.
mobxReactLite.enableStaticRendering(true);
// Article bodies are parsed and cleaned in a DOM (content's sanitizeHtml.ts): node's, made on first use.
// The cast: jsdom's window implements the DOM the sanitizer uses, not every browser global the type lists.
provideServerWindow(() => new JSDOM('').window as unknown as HtmlWindow);

/** What a remote's server build is given for its imports of the shared libraries. */
export const sharedModules: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router-dom': reactRouterDom,
  mobx,
  'mobx-react-lite': mobxReactLite,
  i18next,
  'react-i18next': reactI18next,
  '@topup/shared-lib': sharedLib,
};

/** shared-lib's version here: a remote built for another major is not rendered on the server. */
export const sharedLibVersion: string = sharedLibPackage.version;

/** A render that has not finished by then is given up (the page is sent for the browser to render). */
export const RENDER_TIME_LIMIT_MS = 2_000;

/** What the page server knows when a page is asked for, once, at its start. */
export interface RendererSetup {
  /** The runtime config every page carries (from configuration, the same for every request). */
  runtimeConfig: unknown;
  /** The shell's public origin: links are classified against it. */
  origin: string;
}

export interface ServerPage {
  /** The address asked for: path and query. */
  url: string;
  remote: RemoteName;
  module: string;
  /** The route's path parameters, decoded. */
  params: Record<string, string | undefined>;
  /** The page's route module, from its remote's server build. */
  exports: RemoteModuleExports;
  /** The session token the shopper's cookie carries, or null: a guest. */
  token: string | null;
  currency: string;
  country: string;
  /** The shopper has answered the cookie question (its cookie): no banner in the page. */
  cookieChoice: boolean;
  /** How the request's store set reaches store-api (with the request's headers, as the browser would). */
  transport: HttpTransport;
}

export type RenderedPage =
  | {
      rendered: true;
      /** 404 when the page's loader found nothing at the address. */
      status: 200 | 404;
      /** The markup of `#root`'s content. */
      html: string;
      head: FullHead;
      /** What the browser hydrates with (shell/src/startup/pageState.ts). */
      state: PageState;
    }
  /** Not rendered: the session was refused, or something failed; the browser renders the page. */
  | { rendered: false; reason: string; error?: unknown };

/** Once, at the page server's start: the runtime config and origin are configuration, not the request's. */
export function setUpRenderer(setup: RendererSetup): void {
  setShellConfig(parseRuntimeConfig(setup.runtimeConfig));
  setRenderedOrigin(setup.origin);
}

async function toHtml(element: React.ReactNode): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  // Cleared once rendered, so the render's state goes with it (a timeout signal would hold it 2 s).
  const limit = new AbortController();
  const timer = setTimeout(
    () => limit.abort(new Error('The page took too long to render')),
    RENDER_TIME_LIMIT_MS,
  );
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      onError: (error) => void errors.push(error),
      signal: limit.signal,
      // One document in order: no part sent apart to be moved in by an inline script (which the page's
      // script policy refuses, and which would come after the content it holds up).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString('utf8'), errors };
  } finally {
    clearTimeout(timer);
  }
}

/** Renders one page for one shopper, with a store set and read cache of its own. */
export async function renderPage(page: ServerPage): Promise<RenderedPage> {
  const [pathname = '/', search = ''] = page.url.split('?');
  const { language } = splitLocalePath(pathname);
  // The request's own translations: the language is the address's, whatever other requests render.
  const requestI18n = i18n.cloneInstance({ lng: language, initAsync: false });
  const stores = createStores({
    transport: page.transport,
    i18n: requestI18n,
    baseUrl: () => '',
    request: {
      session: page.token ? { token: page.token, info: null } : null,
      currency: page.currency,
      country: page.country,
    },
  });
  // Toasts of the render's failed reads (a refused session's among them) would keep the request's
  // stores alive with their timers, whatever the outcome.
  try {
    return await renderWith(page, stores, requestI18n, pathname, search);
  } finally {
    stores.ui.dispose();
  }
}

/** The page rendered with the request's stores and translations. */
async function renderWith(
  page: ServerPage,
  stores: Stores,
  requestI18n: typeof i18n,
  pathname: string,
  search: string,
): Promise<RenderedPage> {
  // The session and the store's currencies, asked together. The currencies: the header's picker and
  // the page's prices render with them, and the page carries them, so the browser asks for none.
  const [confirmed, currencies] = await Promise.all([
    page.token ? memberSession(stores).confirmSession() : true,
    settle(siteApi(stores.api).currencies()),
  ]);
  // A session the store's API refuses (ended, or not a session) is the browser's to end.
  if (!confirmed) return { rendered: false, reason: 'session refused' };
  const member: UserInfo | null = page.token ? stores.user.info : null;
  if (currencies.ok) adoptCurrencies(stores, currencies.data);
  const module = asRouteModule(page.exports);
  const cache = new PageDataCache();
  const key = pageDataKey(`${page.remote}/${page.module}`, pathname, search);
  const args = pageLoaderArgs(page.params, pathname, search, stores);
  let data: unknown;
  let status: 200 | 404 = 200;
  try {
    data = await cache.read(key, () => runLoader(module, args));
  } catch (error) {
    if (!isPageNotFound(error)) return { rendered: false, reason: 'loader failed', error };
    status = 404;
  }
  providePageModule(page.remote, page.module, page.exports);
  const { html, errors } = await toHtml(
    <ShellProviders stores={stores} cache={cache}>
      <StaticRouter location={page.url}>
        <CookieChoiceContext.Provider value={page.cookieChoice}>
          <ShellTree />
        </CookieChoiceContext.Provider>
      </StaticRouter>
    </ShellProviders>,
  );
  if (errors.length > 0) return { rendered: false, reason: 'render failed', error: errors[0] };
  const { stores: _omitted, ...headArgs } = args;
  return {
    rendered: true,
    status,
    html,
    // A page its loader found missing has no data for its own head: the store's default head stands.
    head:
      status === 404
        ? routeHead({}, null, headArgs, requestI18n)
        : routeHead(module, data, headArgs, requestI18n),
    state: {
      entries: cache.settledEntries(),
      renderedFor: {
        session: page.token && member ? sessionMark(page.token) : null,
        currency: page.currency,
        country: page.country,
      },
      member,
      currencies: stores.currency.list,
    },
  };
}
