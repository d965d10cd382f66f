import { preloadRemote } from '@module-federation/enhanced/runtime';
import {
  IDLE_PRELOADS,
  forgetPreloads,
  prefetchInsteadOfPreload,
  preloadRemotePage,
  remotePageForHref,
  startRemotePreloading,
} from './remotePreload';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));
const preload = jest.mocked(preloadRemote);

const BASE = 'http://localhost/';

describe('remotePageForHref', () => {
  it.each([
    ['/', { remote: 'storefront', module: 'HomePage' }],
    ['/top-up/genshin-impact', { remote: 'storefront', module: 'TopUpPage' }],
    ['/zh-TW/blog', { remote: 'content', module: 'BlogListPage' }],
    ['/user/comp/order?status=0', { remote: 'account', module: 'UserOrdersPage' }],
    ['/order/detail?oid=3', { remote: 'checkout', module: 'OrderDetailPage' }],
    ['http://localhost/blog/guides/how-to', { remote: 'content', module: 'BlogArticlePage' }],
  ])('%s shows %o', (href, page) => {
    expect(remotePageForHref(href, BASE)).toEqual(page);
  });

  it.each(['/error/404', '/nowhere/at/all', 'https://elsewhere.test/blog', 'mailto:help@topup.test'])(
    '%s shows no remote page of ours',
    (href) => {
      expect(remotePageForHref(href, BASE)).toBeNull();
    },
  );
});

describe('preloadRemotePage', () => {
  beforeEach(() => {
    preload.mockReset();
    forgetPreloads('storefront');
    forgetPreloads('content');
  });

  it('preloads a page once, without the remote copies of shared libraries', () => {
    preload.mockResolvedValue(undefined);
    preloadRemotePage({ remote: 'storefront', module: 'GoodPage' });
    preloadRemotePage({ remote: 'storefront', module: 'GoodPage' });
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith([
      expect.objectContaining({ nameOrAlias: 'storefront', exposes: ['GoodPage'], share: false }),
    ]);
  });

  it('tries again after a failed preload or a Retry of the remote', async () => {
    preload.mockRejectedValueOnce(new Error('offline'));
    preloadRemotePage({ remote: 'content', module: 'HelpPage' });
    await Promise.resolve();
    await Promise.resolve();
    preload.mockResolvedValue(undefined);
    preloadRemotePage({ remote: 'content', module: 'HelpPage' });
    expect(preload).toHaveBeenCalledTimes(2);
    forgetPreloads('content');
    preloadRemotePage({ remote: 'content', module: 'HelpPage' });
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it('never throws when the remote is not registered', () => {
    preload.mockImplementation(() => {
      throw new Error('Unable to preload storefront');
    });
    expect(() => preloadRemotePage({ remote: 'storefront', module: 'ClassifyPage' })).not.toThrow();
  });
});

describe('startRemotePreloading', () => {
  it('preloads the page of a hovered link, and prefetches the likely pages once idle', async () => {
    preload.mockReset();
    preload.mockResolvedValue(undefined);
    const manifest = (module: string) => ({
      metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
      exposes: [{ name: module, path: `./${module}`, assets: { js: { sync: [`${module}.js`] } } }],
    });
    const fetchMock = jest.fn(async (url: string) => {
      const page = IDLE_PRELOADS.find((item) => url.startsWith(`http://${item.remote}.test/`));
      const body = manifest(page?.module ?? 'none');
      // Every idle page of this remote is in one manifest.
      body.exposes = IDLE_PRELOADS.filter((item) => item.remote === page?.remote).flatMap(
        (item) => manifest(item.module).exposes,
      );
      return { ok: true, json: async () => body } as unknown as Response;
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.useFakeTimers();
    const manifests = Object.fromEntries(
      IDLE_PRELOADS.map((page) => [page.remote, `http://${page.remote}.test/mf-manifest.json`]),
    );
    startRemotePreloading(Promise.resolve(), manifests);
    const link = document.createElement('a');
    link.href = '/product/classify';
    link.textContent = 'All games';
    document.body.append(link);
    link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledWith([expect.objectContaining({ exposes: ['ClassifyPage'] })]);
    await Promise.resolve(); // the page being opened is ready
    await Promise.resolve();
    jest.runAllTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the manifests answer
    const prefetched = [...document.head.querySelectorAll('link[rel="prefetch"]')].map(
      (element) => (element as HTMLLinkElement).href,
    );
    for (const page of IDLE_PRELOADS) {
      expect(prefetched).toContain(`http://${page.remote}.test/${page.module}.js`);
      expect(prefetched).toContain(`http://${page.remote}.test/remoteEntry.js`);
    }
    // Guesses run nothing: only the hovered link went through the federation runtime.
    expect(preload).toHaveBeenCalledTimes(1);
    globalThis.fetch = realFetch;
    link.remove();
  });
});

describe('prefetchInsteadOfPreload', () => {
  const createLink = prefetchInsteadOfPreload().createLink!;

  it('turns the link of a guessed page into a prefetch', () => {
    const link = createLink({
      url: 'http://localhost:3001/__federation_expose_HomePage.js',
      attrs: { rel: 'preload', as: 'script' },
      resourceContext: { initiator: 'preloadRemote', id: 'storefront', resourceType: 'js' },
    });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).rel).toBe('prefetch');
    expect((link as HTMLLinkElement).as).toBe('script');
  });

  it('leaves the links of the page being opened as preloads, which its own tags then use', () => {
    preload.mockResolvedValue(undefined);
    void preloadRemotePage({ remote: 'content', module: 'BlogArticlePage' }, true);
    const link = createLink({
      url: 'http://localhost:3004/__federation_expose_BlogArticlePage.js',
      attrs: { rel: 'preload', as: 'script' },
      resourceContext: { initiator: 'preloadRemote', id: 'content/BlogArticlePage', resourceType: 'js' },
    });
    expect(link).toBeUndefined();
    // Another page of the same remote is still a guess.
    const guess = createLink({
      url: 'http://localhost:3004/__federation_expose_HelpPage.js',
      attrs: { rel: 'preload', as: 'script' },
      resourceContext: { initiator: 'preloadRemote', id: 'content/HelpPage', resourceType: 'js' },
    });
    expect((guess as HTMLLinkElement).rel).toBe('prefetch');
  });

  it('leaves the links of a real load alone', () => {
    expect(
      createLink({
        url: 'http://localhost:3001/page.css',
        attrs: { rel: 'stylesheet' },
        resourceContext: { initiator: 'loadRemote', id: 'storefront', resourceType: 'css' },
      }),
    ).toBeUndefined();
  });
});
