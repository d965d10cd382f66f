import { preloadApiTransport } from '@topup/shared-lib/src/api/transportLoader';
import { STORAGE_KEYS } from '@topup/shared-lib/src/platform/storage';
import { earlyFetch } from './earlyFetch';
import { EARLY_RUNTIME_CONFIG, startRuntimeConfig } from './earlyRuntimeConfig';
import { readKey } from '@topup/shared-lib/src/api/publicReads';
import { takeEarlyRead } from './earlyReads';
import { INLINE_RUNTIME_CONFIG_ID, REMOTE_PAGE_META, REMOTE_PAGE_PARAMS_ATTRIBUTE } from './pageMarkers';

jest.mock('@topup/shared-lib/src/api/transportLoader', () => ({ preloadApiTransport: jest.fn() }));
const transportStarted = jest.mocked(preloadApiTransport);

/** jsdom has no Response: a stand-in with what loadRuntimeConfig reads. */
class FakeResponse {
  readonly ok: boolean;
  constructor(
    private readonly body: string,
    init: { status: number },
  ) {
    this.ok = init.status === 200;
  }
  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body));
  }
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** Reads answer 200; the page carries the API's config (not yet in the document). */
function answeredWithConfigInPage(): HTMLScriptElement {
  fetchMock.mockResolvedValue(new FakeResponse('{}', { status: 200 }) as unknown as Response);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_RUNTIME_CONFIG_ID;
  block.textContent = JSON.stringify({ apiBase: '', apiPrefix: '/api', remotes: {} });
  return block;
}

describe('startRuntimeConfig', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    fetchMock.mockReset();
    transportStarted.mockClear();
    localStorage.clear();
    globalThis.fetch = fetchMock as typeof fetch;
    Object.assign(globalThis, { Response: FakeResponse });
  });
  afterEach(() => {
    document.getElementById(INLINE_RUNTIME_CONFIG_ID)?.remove();
    Reflect.deleteProperty(globalThis, 'Response');
    globalThis.fetch = realFetch;
  });

  it('takes the config the server wrote into the page, and sends nothing', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_RUNTIME_CONFIG_ID;
    block.textContent = JSON.stringify({ apiBase: '', remotes: { storefront: 'http://s/mf-manifest.json' } });
    document.head.append(block);

    startRuntimeConfig();
    const answer = await earlyFetch(EARLY_RUNTIME_CONFIG.url, EARLY_RUNTIME_CONFIG.init);
    expect(answer.ok).toBe(true);
    expect(await answer.json()).toEqual({
      apiBase: '',
      remotes: { storefront: 'http://s/mf-manifest.json' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts the named page’s first reads with the config in the page', () => {
    const block = answeredWithConfigInPage();
    const meta = document.createElement('meta');
    meta.name = REMOTE_PAGE_META;
    meta.content = 'content/BlogArticlePage';
    meta.setAttribute(REMOTE_PAGE_PARAMS_ATTRIBUTE, JSON.stringify({ slug: 'guides', title: 'how-to' }));
    document.head.append(block, meta);
    try {
      startRuntimeConfig();
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        '/api/public/blog/article/how-to',
        '/api/hpms/product/recommend/config?prefix=blog',
        '/api/hms/currency/v2',
      ]);
      expect(takeEarlyRead(readKey('/public/blog/article/how-to', 'en', 'US'))).toBeDefined();
      expect(takeEarlyRead(readKey('/hpms/product/recommend/config?prefix=blog', 'en', 'US'))).toBeDefined();
      expect(takeEarlyRead(readKey('/hms/currency/v2', 'en', 'US'))).toBeDefined();
    } finally {
      meta.remove();
    }
  });

  it('starts the shell’s own reads on a page no remote shows', () => {
    document.head.append(answeredWithConfigInPage());
    startRuntimeConfig();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/hms/currency/v2']);
    expect(takeEarlyRead(readKey('/hms/currency/v2', 'en', 'US'))).toBeDefined();
  });

  it('asks the server when the page carries no config', () => {
    fetchMock.mockResolvedValue(new FakeResponse('{}', { status: 200 }) as unknown as Response);
    startRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith(EARLY_RUNTIME_CONFIG.url, EARLY_RUNTIME_CONFIG.init);
    // No early reads either: the page's reads go through the api client, whose transport starts now.
    expect(transportStarted).toHaveBeenCalledTimes(1);
  });

  describe("the api client's transport", () => {
    const namePage = (page: string, params: Record<string, string>) => {
      const meta = document.createElement('meta');
      meta.name = REMOTE_PAGE_META;
      meta.content = page;
      meta.setAttribute(REMOTE_PAGE_PARAMS_ATTRIBUTE, JSON.stringify(params));
      document.head.append(answeredWithConfigInPage(), meta);
      return meta;
    };
    const article = () => namePage('content/BlogArticlePage', { slug: 'guides', title: 'how-to' });

    it('waits on a guest’s page whose first reads the entry started', () => {
      const meta = article();
      startRuntimeConfig();
      meta.remove();
      expect(fetchMock).toHaveBeenCalled();
      expect(transportStarted).not.toHaveBeenCalled();
    });

    it('starts with main.js on a member’s page: its reads carry the token', () => {
      localStorage.setItem(
        STORAGE_KEYS.userToken,
        JSON.stringify({ value: 'tok', expires: Date.now() + 60_000 }),
      );
      const meta = article();
      startRuntimeConfig();
      meta.remove();
      expect(transportStarted).toHaveBeenCalledTimes(1);
    });

    it('starts with main.js on a page the entry starts no reads for', () => {
      const meta = namePage('account/UserCenterPage', {});
      startRuntimeConfig();
      meta.remove();
      expect(transportStarted).toHaveBeenCalledTimes(1);
    });

    it('starts with main.js on a page no remote shows', () => {
      document.head.append(answeredWithConfigInPage());
      startRuntimeConfig();
      expect(transportStarted).toHaveBeenCalledTimes(1);
    });
  });
});
