import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

describe('runtime config', () => {
  it('accepts a complete config and fills defaults', () => {
    expect(
      parseRuntimeConfig({ apiPrefix: '/api', remotes: { storefront: 'http://x/mf-manifest.json' } }),
    ).toEqual({
      apiBase: '',
      apiPrefix: '/api',
      mediaBase: '',
      remotes: { storefront: 'http://x/mf-manifest.json' },
    });
  });

  it('refuses a config it could not fetch', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).rejects.toThrow('HTTP 503');
  });

  it.each([null, 'text', { apiBase: 3 }, { remotes: { a: 1 } }])('refuses %p', (value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(/runtime config/);
  });

  it('loads without cache and becomes the current config', async () => {
    // jsdom has no Response: the loader only needs ok and json().
    const fetchImpl = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ apiPrefix: '/v1' }),
    }));
    await loadRuntimeConfig(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    expect(getRuntimeConfig().apiPrefix).toBe('/v1');
  });
});
