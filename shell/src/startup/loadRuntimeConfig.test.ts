import { getRuntimeConfig } from '@topup/shared-lib';
import { loadRuntimeConfig } from './loadRuntimeConfig';
import { parseRuntimeConfig } from './parseRuntimeConfig';

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

describe('runtime config optional fields', () => {
  const base = { apiPrefix: '/api' };

  it('keeps old configs valid without adding fields', () => {
    expect(Object.keys(parseRuntimeConfig(base)).sort()).toEqual([
      'apiBase',
      'apiPrefix',
      'mediaBase',
      'remotes',
    ]);
  });

  it('reads environment, scripts, image hosts, cart tracking and the captcha app id', () => {
    const config = parseRuntimeConfig({
      ...base,
      environment: 'demo',
      scripts: { identityWidget: '/sandbox/identity.js', chat: '/sandbox/chat.js', unknown: '/x.js' },
      imageCdn: { defaultHost: 'https://s.example.com', aliases: { 's.example.com': 'img.example.com' } },
      cartTracking: { url: 'https://t.example.com/events', companyId: 'c1', integrationId: 'i1' },
      captchaAppId: '1900',
    });
    expect(config.environment).toBe('demo');
    expect(config.scripts).toEqual({ identityWidget: '/sandbox/identity.js', chat: '/sandbox/chat.js' });
    expect(config.imageCdn).toEqual({
      defaultHost: 'https://s.example.com',
      aliases: { 's.example.com': 'img.example.com' },
    });
    expect(config.cartTracking).toEqual({
      url: 'https://t.example.com/events',
      companyId: 'c1',
      integrationId: 'i1',
    });
    expect(config.captchaAppId).toBe('1900');
  });

  it("reads the tracker's endpoints, the environment it reports and its app id", () => {
    const tracker = {
      logsUrl: 'https://rum.example.com/logs',
      metricsUrl: '/api/sandbox/tracker/metrics',
      environment: 'staging',
    };
    expect(parseRuntimeConfig({ ...base, tracker }).tracker).toEqual(tracker);
    expect(parseRuntimeConfig({ ...base, tracker: { ...tracker, appId: 'shop' } }).tracker?.appId).toBe(
      'shop',
    );
  });

  it.each([
    { environment: 'production' },
    { scripts: { chat: 5 } },
    { scripts: 'x' },
    { imageCdn: { defaultHost: 1 } },
    { imageCdn: { aliases: { a: 2 } } },
    { imageCdn: null },
    { cartTracking: { url: 'x' } },
    { cartTracking: { url: 'javascript:alert(1)', companyId: 'c', integrationId: 'i' } },
    { cartTracking: { url: '/events', companyId: '', integrationId: 'i' } },
    { captchaAppId: 7 },
    { scripts: { chat: 'javascript:alert(1)' } },
    { scripts: { captcha: '//captcha.example/c.js' } },
    { tracker: null },
    { tracker: { logsUrl: '/logs', environment: 'demo' } },
    { tracker: { logsUrl: '/logs', metricsUrl: '/metrics', environment: 'production' } },
    { tracker: { logsUrl: '/logs', metricsUrl: 'ftp://m.example/', environment: 'prod' } },
    { tracker: { logsUrl: '/logs', metricsUrl: '/metrics', environment: 'prod', appId: 3 } },
  ])('refuses the malformed optional field %p', (extra) => {
    expect(() => parseRuntimeConfig({ ...base, ...extra })).toThrow(/runtime config/);
  });
});
