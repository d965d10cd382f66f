import { RUNTIME_CONFIG_URL } from './loadRuntimeConfig';
import { earlyFetch, startEarlyFetch } from './earlyFetch';
import { EARLY_RUNTIME_CONFIG } from './earlyRuntimeConfig';

/** jsdom has no Response: a stand-in with what the code reads. */
const answer = (body: unknown) => ({ ok: true, json: async () => body }) as unknown as Response;

describe('earlyFetch', () => {
  const realFetch = globalThis.fetch;
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('answers the first call for the URL with the request started early, later ones afresh', async () => {
    const early = answer({ early: true });
    fetchMock.mockResolvedValueOnce(early).mockResolvedValueOnce(answer({ later: true }));
    startEarlyFetch('/runtime-config.json', { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    await expect(earlyFetch('/runtime-config.json', { cache: 'no-store' })).resolves.toBe(early);
    expect(await (await earlyFetch('/runtime-config.json')).json()).toEqual({ later: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('passes other URLs straight to fetch, and an early failure to its taker', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(answer('x'));
    startEarlyFetch('/a');
    await expect(earlyFetch('/a')).rejects.toThrow('offline');
    await earlyFetch('/b');
    expect(fetchMock).toHaveBeenLastCalledWith('/b', undefined);
  });

  it('asks for the runtime config exactly as shared-lib does, so its answer is taken', () => {
    expect(EARLY_RUNTIME_CONFIG.url).toBe(RUNTIME_CONFIG_URL);
    expect(EARLY_RUNTIME_CONFIG.init).toEqual({ cache: 'no-store' });
  });
});
