// The store's server renders a public page's first paint with this module (issue 10): the shell's own
// tree around the remote's page, as the browser will then hydrate it (bootstrap.tsx). It is built for
// node beside the shell's browser build (dist/server/, scripts/webpack/server-build-plugin.mjs) and run
// by the store's server (scripts/serve/serverRender.ts), which also gives it each remote's page from
// that remote's own server build, with the libraries below as the remote's shared modules: on the
// server as in the browser, one React, one router, one user store, one i18n instance.
import type { ComponentType } from 'react';
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
  collectPageHead,
  i18n,
  parseRuntimeConfig,
  providePageAnswers,
  provideServerWindow,
  setRenderedOrigin,
  setRuntimeConfig,
  splitLocalePath,
  userStore,
  type HtmlWindow,
  type PageAnswers,
  type PageHead,
  type RenderedSession,
} from '@topup/shared-lib';
import { ShellTree } from '../app/App';
import '../i18n/registerShellStrings';
import { providePageModule } from '../remotes/pageLoads';
import type { RemoteName } from '../remotes/remoteRegistry';

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

export interface ServerPage {
  /** The address asked for: path and query. */
  url: string;
  /** The origin it was asked at, as the browser sees it (links are classified against it). */
  origin: string;
  remote: RemoteName;
  module: string;
  /** The page's component, from its remote's server build. */
  component: ComponentType;
  /** The data of the page's first reads, by address (shared-lib api/pageAnswers.ts). */
  answers: PageAnswers;
  /** The member it is rendered for (their session and info), or null: a first visit's page. */
  session: RenderedSession | null;
  /** The runtime config the page carries (the same request's), as the browser will parse it. */
  runtimeConfig: unknown;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The title and description the page's render stated (shared-lib pageHead.ts). */
  head: PageHead;
  /** What failed while rendering (a part that failed is left to the browser): none when all rendered. */
  errors: unknown[];
}

/** A render that has not finished by then is given up (the page is sent for the browser to render). */
export const RENDER_TIME_LIMIT_MS = 2_000;

// The shared singletons (language, runtime config, answers, the user store) belong to one render at a time.
let queue: Promise<unknown> = Promise.resolve();

/** The markup of `#root` for a page, rendered after any render already under way. */
export function renderPage(page: ServerPage): Promise<RenderedPage> {
  const rendered = queue.then(() => renderNow(page));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function renderNow(page: ServerPage): Promise<RenderedPage> {
  const { language } = splitLocalePath(page.url.split('?')[0] ?? '/');
  // Resources are in memory (no backend): the language changes at once.
  void i18n.changeLanguage(language);
  setRuntimeConfig(parseRuntimeConfig(page.runtimeConfig));
  setRenderedOrigin(page.origin);
  providePageModule(page.remote, page.module, { default: page.component });
  providePageAnswers(page.answers);
  userStore.renderFor(page.session);
  const takeHead = collectPageHead();
  const errors: unknown[] = [];
  // Cleared once rendered, so the render's state goes with it (a timeout signal would hold it 2 s).
  const limit = new AbortController();
  const timer = setTimeout(
    () => limit.abort(new Error('The page took too long to render')),
    RENDER_TIME_LIMIT_MS,
  );
  try {
    const { prelude } = await prerenderToNodeStream(
      <reactI18next.I18nextProvider i18n={i18n}>
        <StaticRouter location={page.url}>
          <ShellTree />
        </StaticRouter>
      </reactI18next.I18nextProvider>,
      {
        onError: (error) => void errors.push(error),
        signal: limit.signal,
        // One document in order: no part sent apart to be moved in by an inline script (which the
        // page's script policy refuses, and which would come after the content it holds up).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString('utf8'), head: takeHead(), errors };
  } finally {
    clearTimeout(timer);
    takeHead();
    providePageAnswers(null);
    userStore.renderFor(null);
  }
}
