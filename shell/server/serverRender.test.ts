/**
 * @jest-environment node
 */
// The store's server renders a first visit's public page with the remote's server build, fetched from
// the remote's origin (here a real local HTTP server), and the answers of the page's first reads; and
// sends the page for the browser to render whenever it cannot or should not.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { RenderedPage, ServerPage } from '../src/server/renderPage';
import { SERVER_BUILD_KEY_HEADER } from './serverBuildAccess';
import { serverRenderer, type PageRequest, type Renderer } from './serverRender';
import type { StoreApiData } from './storeApiCache';
import { sessionMark } from '../../shared-lib/src/platform/personalView';

/** A remote build as esbuild writes it (CommonJS): its page reads React from the shared modules. */
const REMOTE_BUILD = `
const React = require('react');
exports.exposes = {
  './HomePage': { default: function HomePage() { return React.version; } },
  './UserCenterPage': { default: function UserCenterPage() { return 'account center'; } },
  './TopUpPage': { default: function TopUpPage() { return 'top-up'; } },
};
`;

let files: Record<string, string>;
let server: http.Server;
let origin: string;
/** The store's server-build key, which the remote's host asks of requests for its server build. */
const KEY = 'k'.repeat(64);

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const refused = request.url?.startsWith('/server/') && request.headers[SERVER_BUILD_KEY_HEADER] !== KEY;
    const body = refused ? undefined : files[request.url ?? ''];
    response.statusCode = body === undefined ? 404 : 200;
    response.end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  files = {
    '/mf-manifest.json': JSON.stringify({
      exposes: [{ path: './HomePage', assets: { css: { sync: ['home.1234abcd.css'] } } }],
    }),
    '/server/server-manifest.json': JSON.stringify({
      entry: 'entry.0badf00d.cjs',
      '@topup/shared-lib': '>=2.0.0 <3.0.0',
    }),
    '/server/entry.0badf00d.cjs': REMOTE_BUILD,
  };
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function fakeRenderer(render: (page: ServerPage) => RenderedPage): Renderer & { pages: ServerPage[] } {
  const pages: ServerPage[] = [];
  return {
    pages,
    sharedModules: { react: { version: 'shared react' } },
    sharedLibVersion: '2.1.0',
    renderPage: async (page) => {
      pages.push(page);
      return render(page);
    },
  };
}

const renders = (page: ServerPage): RenderedPage => ({
  // React puts the preloads it found before the markup.
  html: `<link rel="preload" as="image" href="/banner.svg"/><main>${String((page.component as () => string)())}</main>`,
  head: { title: 'Home | TopUp Store' },
  errors: [],
});

const storeApi: StoreApiData = async (apiPath) =>
  apiPath === '/hpms/product/index/banner' ? [{ id: 1 }] : null;

function pageRequest(pathname: string, cookie?: string): PageRequest {
  const request = {
    headers: cookie ? { cookie } : {},
    protocol: 'http',
    host: 'shop.test:3000',
  } as unknown as FastifyRequest;
  return {
    request,
    pathname,
    query: new URLSearchParams(),
    origin: 'http://shop.test:3000',
    // The page's own config names the remote at the address the browser uses.
    config: {
      remotes: {
        storefront: 'http://shop.test:3001/mf-manifest.json',
        account: 'http://shop.test:3002/mf-manifest.json',
      },
    },
    resolved: {},
  };
}

const MEMBER = { id: 7, nickname: 'Ann' };
const TOKEN = 'Bearer tok';

/** store-api for a member's reads: the member behind TOKEN, and their (empty) orders. */
const memberApi: StoreApiData = async (apiPath, _language, headers) => {
  if (headers?.authorization !== TOKEN) return null;
  if (apiPath === '/sso/info/ex/refresh') return MEMBER;
  return apiPath.startsWith('/homs/order?') ? { list: [], total: 0 } : null;
};

function rendererWith(
  renderer: Renderer | null,
  apis: { storeApi?: StoreApiData; memberApi?: StoreApiData } = {},
) {
  const manifest = `${origin}/mf-manifest.json`;
  return serverRenderer({
    shellDist: '/nowhere',
    loadRenderer: async () => renderer,
    trustedManifests: () => ({ storefront: manifest, account: manifest }),
    serverBuildKey: KEY,
    storeApi: apis.storeApi ?? storeApi,
    memberApi: apis.memberApi ?? memberApi,
  });
}

/** The cookies of a member with nothing else stored (shared-lib platform/personalView.ts). */
const MEMBER_COOKIES = `personal_view=member; member_session=${encodeURIComponent(TOKEN)}`;

describe('serverRenderer', () => {
  it("renders a served route with the remote's server build and the answers it read", async () => {
    const renderer = fakeRenderer(renders);
    const parts = await rendererWith(renderer)(pageRequest('/'));
    expect(parts?.root).toBe('<div id="root" data-server-rendered><main>shared react</main></div>');
    // The remote's styles where the browser's remote entry looks for them, and the answers; React's
    // preload goes (the server's own hint names the picture).
    expect(parts?.head).toBe(
      '<link rel="stylesheet" href="http://shop.test:3001/home.1234abcd.css">' +
        '<script type="application/json" id="page-answers">{"/hpms/product/index/banner":[{"id":1}]}</script>',
    );
    expect(parts?.meta).toEqual({ title: 'Home | TopUp Store' });
    expect(renderer.pages[0]).toMatchObject({
      url: '/',
      origin: 'http://shop.test:3000',
      remote: 'storefront',
      module: 'HomePage',
    });
  });

  it("renders for the shell's configured origin, never a host the request names", async () => {
    const renderer = fakeRenderer(renders);
    const forged = pageRequest('/');
    Object.assign(forged.request, { host: 'evil.example' });
    expect(await rendererWith(renderer)(forged)).not.toBeNull();
    expect(renderer.pages[0]?.origin).toBe('http://shop.test:3000');
  });

  it('renders in the language of the address, with its reads asked in that language', async () => {
    const asked: string[] = [];
    const render = rendererWith(fakeRenderer(renders), {
      storeApi: async (apiPath, language) => {
        asked.push(`${language} ${apiPath}`);
        return null;
      },
    });
    expect(await render(pageRequest('/zh-TW'))).not.toBeNull();
    expect(asked).toContain('zh-TW /hpms/product/index/banner');
  });

  it('sends the page for the browser to render for a shopper whose stored choices change it', async () => {
    const renderer = fakeRenderer(renders);
    expect(await rendererWith(renderer)(pageRequest('/', 'a=1; personal_view=1'))).toBeNull();
    expect(await rendererWith(renderer)(pageRequest('/', 'personal_view=choices'))).toBeNull();
    const choices = `personal_view=choices; member_session=${encodeURIComponent(TOKEN)}`;
    expect(await rendererWith(renderer)(pageRequest('/', choices))).toBeNull();
    expect(renderer.pages).toHaveLength(0);
  });

  it('renders only the routes that say so', async () => {
    const renderer = fakeRenderer(renders);
    expect(await rendererWith(renderer)(pageRequest('/user/comp/info', MEMBER_COOKIES))).toBeNull();
    expect(await rendererWith(renderer)(pageRequest('/about'))).toBeNull();
    // Addresses the page replaces: /en/... becomes the bare path in the browser.
    expect(await rendererWith(renderer)(pageRequest('/en/blog'))).toBeNull();
    expect(await rendererWith(renderer)(pageRequest('/en'))).toBeNull();
    expect(renderer.pages).toHaveLength(0);
  });

  it('does not render with a remote built for another shared-lib major', async () => {
    files['/server/server-manifest.json'] = JSON.stringify({
      entry: 'entry.0badf00d.cjs',
      '@topup/shared-lib': '>=3.0.0 <4.0.0',
    });
    expect(await rendererWith(fakeRenderer(renders))(pageRequest('/'))).toBeNull();
  });

  it('does not render when the remote is down or its build imports what is not shared', async () => {
    delete files['/server/server-manifest.json'];
    expect(await rendererWith(fakeRenderer(renders))(pageRequest('/'))).toBeNull();
    files['/server/server-manifest.json'] = JSON.stringify({
      entry: 'entry.0badf00d.cjs',
      '@topup/shared-lib': '>=2.0.0 <3.0.0',
    });
    files['/server/entry.0badf00d.cjs'] = "require('left-pad');";
    // A fresh renderer: the kept manifests are per renderer.
    expect(await rendererWith(fakeRenderer(renders))(pageRequest('/'))).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('sends the page for the browser when the render fails, and says so once', async () => {
    const failing = fakeRenderer(() => ({
      html: '<main></main>',
      head: {},
      errors: [new Error('window is not defined')],
    }));
    const render = rendererWith(failing);
    expect(await render(pageRequest('/'))).toBeNull();
    expect(await render(pageRequest('/'))).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('sends the page for the browser without a renderer (a development build)', async () => {
    expect(await rendererWith(null)(pageRequest('/'))).toBeNull();
  });
});

describe("serverRenderer, a member's page", () => {
  it("renders the account center for the member whose session cookie asks, with the member's reads", async () => {
    const renderer = fakeRenderer(() => ({ html: '<main>account center</main>', head: {}, errors: [] }));
    const cached = jest.fn(storeApi);
    const asked = jest.fn(memberApi);
    const parts = await rendererWith(renderer, { storeApi: cached, memberApi: asked })(
      pageRequest('/user', MEMBER_COOKIES),
    );
    expect(parts?.root).toBe(
      '<div id="root" data-server-rendered="member"><main>account center</main></div>',
    );
    expect(parts?.personal).toBe(true);
    // The member it was rendered with, and the recent orders it read with the member's token.
    // Marked with the session it was rendered for (not the token itself).
    const renderedFor = { session: sessionMark(TOKEN), info: MEMBER };
    expect(parts?.head).toContain(
      `<script type="application/json" id="page-member">${JSON.stringify(renderedFor)}</script>`,
    );
    expect(parts?.head).not.toContain('tok');
    expect(parts?.head).toMatch(/id="page-answers">\{"\/homs\/order\?[^"]*":\{"list":\[\],"total":0\}\}</);
    expect(renderer.pages[0]?.session).toEqual({ token: TOKEN, info: MEMBER });
    expect(asked).toHaveBeenCalledWith('/sso/info/ex/refresh', 'en', { authorization: TOKEN });
    // Nothing of a member's goes through the answers kept for everybody.
    expect(cached).not.toHaveBeenCalled();
  });

  it("renders a public page for the member: the member's personal reads with the token, the rest shared", async () => {
    const renderer = fakeRenderer(renders);
    const cached = jest.fn(storeApi);
    const asked = jest.fn(memberApi);
    const parts = await rendererWith(renderer, { storeApi: cached, memberApi: asked })(
      pageRequest('/', MEMBER_COOKIES),
    );
    expect(parts?.root).toBe('<div id="root" data-server-rendered="member"><main>shared react</main></div>');
    expect(parts?.personal).toBe(true);
    expect(renderer.pages[0]?.session).toEqual({ token: TOKEN, info: MEMBER });
    // Home's reads are public: asked once for everybody, never with the token.
    expect(cached).toHaveBeenCalledWith('/hpms/product/index/banner', 'en', undefined);
    expect(asked.mock.calls).toEqual([['/sso/info/ex/refresh', 'en', { authorization: TOKEN }]]);
  });

  it("reads a top-up page's own detail (the coupons the member may capture) with the member's token", async () => {
    const cached = jest.fn(storeApi);
    const asked = jest.fn(memberApi);
    const request = { ...pageRequest('/top-up/mobile-legends', MEMBER_COOKIES), resolved: { sn: 'P1001' } };
    expect(
      await rendererWith(fakeRenderer(renders), { storeApi: cached, memberApi: asked })(request),
    ).not.toBeNull();
    expect(asked).toHaveBeenCalledWith('/hpms/product/v4/P1001', 'en', { authorization: TOKEN });
    expect(cached.mock.calls.map(([apiPath]) => apiPath)).not.toContain('/hpms/product/v4/P1001');
    expect(cached).toHaveBeenCalledWith('/hpms/product/sn/P1001/delivery', 'en', undefined);
  });

  it('renders a first visit without the session (and marks it shared)', async () => {
    const parts = await rendererWith(fakeRenderer(renders))(pageRequest('/'));
    expect(parts?.personal).toBe(false);
    expect(parts?.head).not.toContain('page-member');
  });

  it.each([
    ['a guest', undefined],
    ['a member without the session cookie', 'personal_view=member'],
    [
      'a member with other stored choices',
      `personal_view=choices; member_session=${encodeURIComponent(TOKEN)}`,
    ],
    ['a session the store refuses', 'personal_view=member; member_session=Bearer%20ended'],
    ['a session cookie that is not URI-encoded', 'personal_view=member; member_session=%E0%A4%A'],
  ])('sends the page for the browser for %s', async (_who, cookie) => {
    const renderer = fakeRenderer(renders);
    expect(await rendererWith(renderer)(pageRequest('/user', cookie))).toBeNull();
    expect(renderer.pages).toHaveLength(0);
  });
});
