import { earlyFetch } from './earlyFetch';
import { EARLY_RUNTIME_CONFIG, startRuntimeConfig } from './earlyRuntimeConfig';
import { INLINE_RUNTIME_CONFIG_ID } from './pageMarkers';

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

describe('startRuntimeConfig', () => {
  const realFetch = globalThis.fetch;
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
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

  it('asks the server when the page carries no config', () => {
    fetchMock.mockResolvedValue(new FakeResponse('{}', { status: 200 }) as unknown as Response);
    startRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith(EARLY_RUNTIME_CONFIG.url, EARLY_RUNTIME_CONFIG.init);
  });
});
