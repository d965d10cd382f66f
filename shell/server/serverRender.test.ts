/**
 * @jest-environment node
 */
// The page server renders a page with its remote's route module, from the remote's server build
// fetched from the remote's origin (here a real local HTTP server), when the module says it may, for
// the shopper the cookies name; and sends the page for the browser to render whenever it cannot.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { UserInfo } from '@topup/shared-lib';
import type { RenderedPage, ServerPage } from './render/renderPage';
import { SERVER_BUILD_KEY_HEADER } from './serverBuildAccess';
import { serverRenderer, viewerOf, type PageRequest, type Renderer } from './serverRender';

/** A remote build as esbuild writes it (CommonJS): its pages read React from the shared modules. */
const REMOTE_BUILD = `
const React = require('react');
exports.exposes = {
  './HomePage': { default: function HomePage() { return React.version; }, serverRender: 'everyone' },
  './UserCenterPage': { default: function UserCenterPage() { return 'account'; }, serverRender: 'member' },
  './TopUpPage': { default: function TopUpPage() { return 'top-up'; }, serverRender: 'everyone' },
  './SellOnlinePage': { default: function SellOnlinePage() { return 'sell'; } },
};
`;

const PUBLIC_ORIGIN = 'http://localhost:3000';
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

type Render = (page: ServerPage) => RenderedPage | Promise<RenderedPage>;

const rendered: Render = (page) => ({
  rendered: true,
  status: 200,
  // React puts the preloads it found before the markup.
  html: `<link rel="preload" as="image" href="/banner.svg"/><main>${String((page.exports.default as () => string)())}</main>`,
  head: { title: 'Home | TopUp Store', description: 'd', keywords: 'k', image: { src: '/banner.svg' } },
  state: {
    entries: { 'storefront/HomePage /': { data: { banners: [] } } },
    renderedFor: { session: page.token ? 'mark' : null, currency: page.currency, country: page.country },
    member: page.token ? ({ id: 7, nickname: 'Mia' } as UserInfo) : null,
    currencies: [],
  },
});

function fakeRenderer(render: Render = rendered): Renderer & { pages: ServerPage[] } {
  const pages: ServerPage[] = [];
  return {
    pages,
    sharedModules: { react: { version: 'shared react' } },
    sharedLibVersion: '2.1.0',
    setUpRenderer: () => undefined,
    storeApiTransport: () => () => Promise.reject(new Error('no reads in these tests')),
    renderPage: async (page) => {
      pages.push(page);
      return render(page);
    },
  };
}

function request(cookie?: string): FastifyRequest {
  return { headers: cookie ? { cookie } : {} } as FastifyRequest;
}

function setup(renderer: Renderer | null = fakeRenderer()) {
  const render = serverRenderer({
    shellDist: '/nowhere',
    loadRenderer: async () => renderer,
    trustedManifests: () => ({
      storefront: `${origin}/mf-manifest.json`,
      account: `${origin}/mf-manifest.json`,
    }),
    serverBuildKey: KEY,
    upstream: 'http://127.0.0.1:1',
    setup: { runtimeConfig: {}, origin: PUBLIC_ORIGIN },
  });
  return (pathname: string, options: Partial<PageRequest> & { cookie?: string } = {}) =>
    render({
      request: request(options.cookie),
      pathname,
      search: options.search ?? '',
      config: { remotes: { storefront: 'http://localhost:3001/mf-manifest.json' } },
      origin: options.origin ?? PUBLIC_ORIGIN,
    });
}

describe('serverRenderer', () => {
  it("renders a public page for a guest with the remote's module, its styles, hero and state", async () => {
    const renderer = fakeRenderer();
    const parts = await setup(renderer)('/');
    expect(parts?.status).toBe(200);
    expect(parts?.root).toBe('<div id="root" data-server-rendered><main>shared react</main></div>');
    expect(parts?.head).toContain('<link rel="stylesheet" href="http://localhost:3001/home.1234abcd.css">');
    expect(parts?.head).toContain('<link rel="preload" as="image" href="/banner.svg" fetchpriority="high">');
    expect(parts?.head).toContain('<script type="application/json" id="page-state">');
    expect(parts?.personal).toBe(false);
    expect(renderer.pages[0]).toMatchObject({ remote: 'storefront', module: 'HomePage', token: null });
  });

  it('gives the page the decoded route parameters and the query', async () => {
    const renderer = fakeRenderer();
    await setup(renderer)('/zh-TW/top-up/mobile%20legends', { search: 'sku=2' });
    expect(renderer.pages[0]).toMatchObject({
      url: '/zh-TW/top-up/mobile%20legends?sku=2',
      params: { linkName: 'mobile legends' },
    });
  });

  it("renders with the cookies' session, currency and country; a member's page is theirs alone", async () => {
    const renderer = fakeRenderer();
    const parts = await setup(renderer)('/user', {
      cookie: 'member_session=Bearer%20abc; currency_code=TWD; country_code=tw',
    });
    expect(renderer.pages[0]).toMatchObject({ token: 'Bearer abc', currency: 'TWD', country: 'TW' });
    expect(parts?.personal).toBe(true);
    expect(parts?.root).toContain('data-server-rendered="member"');
  });

  it("leaves a member's own page and a page that does not ask for it to the browser", async () => {
    const render = setup();
    expect(await render('/user')).toBeNull(); // a guest
    expect(await render('/sellOnline')).toBeNull(); // no serverRender
    expect(await render('/error/404')).toBeNull(); // the shell's own page
    expect(await render('/en/top-up')).toBeNull(); // replaced by the bare path in the browser
  });

  it('renders only at the public origin: another configured one renders in the browser', async () => {
    expect(await setup()('/', { origin: 'http://127.0.0.1:3000' })).toBeNull();
  });

  it('passes a not-found page on with its status', async () => {
    const parts = await setup(
      fakeRenderer(async (page) => ({ ...(await rendered(page)), status: 404 }) as RenderedPage),
    )('/top-up/nothing');
    expect(parts?.status).toBe(404);
  });

  it('sends the page for the browser when the renderer did not render it, naming a render error once', async () => {
    const failing = fakeRenderer(() => ({
      rendered: false,
      reason: 'render failed',
      error: new Error('boom'),
    }));
    const render = setup(failing);
    expect(await render('/')).toBeNull();
    expect(await render('/')).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(1);
    const refused = setup(fakeRenderer(() => ({ rendered: false, reason: 'session refused' })));
    expect(await refused('/user', { cookie: 'member_session=old' })).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it("fetches the remote's server build only with the key, and refuses another shared-lib major", async () => {
    const render = serverRenderer({
      shellDist: '/nowhere',
      loadRenderer: async () => fakeRenderer(),
      trustedManifests: () => ({ storefront: `${origin}/mf-manifest.json` }),
      serverBuildKey: 'wrong'.repeat(10),
      upstream: 'http://127.0.0.1:1',
      setup: { runtimeConfig: {}, origin: PUBLIC_ORIGIN },
    });
    const page = {
      request: request(),
      pathname: '/',
      search: '',
      config: { remotes: {} },
      origin: PUBLIC_ORIGIN,
    };
    expect(await render(page)).toBeNull();
    files['/server/server-manifest.json'] = JSON.stringify({
      entry: 'entry.0badf00d.cjs',
      '@topup/shared-lib': '^3.0.0',
    });
    expect(await setup()('/')).toBeNull();
  });

  it('renders nothing without a renderer (a development build)', async () => {
    expect(await setup(null)('/')).toBeNull();
  });
});

describe('viewerOf', () => {
  it('reads the session, currency, country and cookie-choice cookies; malformed values count as the defaults', () => {
    expect(viewerOf(request())).toEqual({ token: null, currency: 'USD', country: 'US', cookieChoice: false });
    expect(viewerOf(request('currency_code=twd; country_code=TW; cookie_status=accepted'))).toEqual({
      token: null,
      currency: 'TWD',
      country: 'TW',
      cookieChoice: true,
    });
    expect(viewerOf(request('currency_code=<b>; country_code=XX; member_session=; cookie_status='))).toEqual({
      token: null,
      currency: 'USD',
      country: 'US',
      cookieChoice: false,
    });
  });
});
