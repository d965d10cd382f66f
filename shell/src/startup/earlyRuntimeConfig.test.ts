import { preloadApiTransport } from '../transport/transportLoader';
import { earlyFetch } from './earlyFetch';
import { EARLY_RUNTIME_CONFIG, startRuntimeConfig } from './earlyRuntimeConfig';
import { startRemotePageEarly } from './earlyRemotePage';
import { INLINE_RUNTIME_CONFIG_ID, REMOTE_PAGE_META, SERVER_RENDERED_ATTRIBUTE } from './pageMarkers';

jest.mock('../transport/transportLoader', () => ({ preloadApiTransport: jest.fn() }));
jest.mock('./earlyRemotePage', () => ({ startRemotePageEarly: jest.fn() }));
const remoteStarted = jest.mocked(startRemotePageEarly);
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
    remoteStarted.mockClear();
    document.body.innerHTML = '<div id="root"></div>';
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

  it('starts loading the named page’s remote with the config in the page', () => {
    const block = answeredWithConfigInPage();
    const meta = document.createElement('meta');
    meta.name = REMOTE_PAGE_META;
    meta.content = 'content/BlogArticlePage';
    document.head.append(block, meta);
    try {
      startRuntimeConfig();
      expect(remoteStarted).toHaveBeenCalledWith(expect.objectContaining({ remotes: {} }), {
        remote: 'content',
        module: 'BlogArticlePage',
      });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      meta.remove();
    }
  });

  it('asks the server when the page carries no config', () => {
    fetchMock.mockResolvedValue(new FakeResponse('{}', { status: 200 }) as unknown as Response);
    startRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith(EARLY_RUNTIME_CONFIG.url, EARLY_RUNTIME_CONFIG.init);
    // The page's reads go through the api client, whose transport starts now.
    expect(transportStarted).toHaveBeenCalledTimes(1);
  });

  describe("the api client's transport", () => {
    it('waits on a page the server rendered: it holds its data', () => {
      document.getElementById('root')?.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
      document.head.append(answeredWithConfigInPage());
      startRuntimeConfig();
      expect(transportStarted).not.toHaveBeenCalled();
    });

    it('starts with main.js on a page the browser renders: its loader reads at once', () => {
      document.head.append(answeredWithConfigInPage());
      startRuntimeConfig();
      expect(transportStarted).toHaveBeenCalledTimes(1);
    });
  });
});
