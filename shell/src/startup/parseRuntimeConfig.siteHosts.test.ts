import { parseRuntimeConfig } from './parseRuntimeConfig';

const base = { apiBase: '', apiPrefix: '/api', mediaBase: '', remotes: {} };

describe('parseRuntimeConfig: site hosts and the OAuth authorize page', () => {
  it('reads the store’s other host names and the authorize URL', () => {
    const config = parseRuntimeConfig({
      ...base,
      siteHosts: ['shop.example.com', 'www.shop.example.com'],
      oauthAuthorizeUrl: '/api/sandbox/oauth/authorize',
    });
    expect(config.siteHosts).toEqual(['shop.example.com', 'www.shop.example.com']);
    expect(config.oauthAuthorizeUrl).toBe('/api/sandbox/oauth/authorize');
  });

  it.each([{ siteHosts: 'shop.example.com' }, { siteHosts: [1] }, { oauthAuthorizeUrl: 3 }])(
    'refuses the malformed field %p',
    (extra) => {
      expect(() => parseRuntimeConfig({ ...base, ...extra })).toThrow(/runtime config/);
    },
  );
});
