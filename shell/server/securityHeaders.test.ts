import fs from 'node:fs';
import path from 'node:path';
import {
  HSTS_MAX_AGE_SECONDS,
  REMOTE_CONTENT_SECURITY_POLICY,
  hostsInConfig,
  remoteSecurityHeaders,
  shellContentSecurityPolicy,
  shellSecurityHeaders,
} from './securityHeaders';

const CONFIG = {
  apiBase: 'https://api.shop.example',
  apiPrefix: '/api',
  mediaBase: '',
  remotes: {
    storefront: 'https://storefront.shop.example/mf-manifest.json',
    account: 'http://localhost:3002/mf-manifest.json',
  },
  scripts: { identityWidget: 'https://kyc.example/widget.js', chat: '/api/sandbox/chat.js' },
  imageCdn: {
    defaultHost: 'https://img.shop.example',
    aliases: { 'https://img.shop.example': 'https://cdn.example' },
  },
  cartTracking: { url: 'https://track.example/cart', companyId: 'c', integrationId: 'i' },
  note: 'javascript:alert(1)',
};

/** The sources of one directive. */
function sources(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('shell Content-Security-Policy', () => {
  const policy = shellContentSecurityPolicy(CONFIG);

  it('lets scripts come only from the page, the remotes and the configured script hosts', () => {
    expect(sources(policy, 'script-src').sort()).toEqual(
      ["'self'", 'http://localhost:3002', 'https://kyc.example', 'https://storefront.shop.example'].sort(),
    );
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('javascript:');
  });

  it('lets data and pictures come from the API, media and tracking hosts, but not run as script', () => {
    expect(sources(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.shop.example',
        'https://track.example',
        'https://storefront.shop.example',
      ]),
    );
    expect(sources(policy, 'img-src')).toEqual(
      expect.arrayContaining(['https://img.shop.example', 'https://cdn.example', 'data:']),
    );
    expect(sources(policy, 'script-src')).not.toContain('https://api.shop.example');
    expect(sources(policy, 'script-src')).not.toContain('https://track.example');
  });

  it('lets the page load the configured vendors and post to the configured services, and nothing else', () => {
    const vendors = shellContentSecurityPolicy({
      apiBase: '',
      apiPrefix: '/api',
      mediaBase: '',
      remotes: {},
      scripts: {
        chat: 'https://chat.vendor.example/widget.js',
        tagManager: 'https://tags.vendor.example/gtm.js',
        captcha: 'https://captcha.vendor.example/captcha.js',
      },
      cartTracking: { url: 'https://cart.vendor.example/events', companyId: 'c', integrationId: 'i' },
      tracker: {
        logsUrl: 'https://logs.vendor.example/v1',
        metricsUrl: 'https://metrics.vendor.example/v1',
        environment: 'prod',
      },
    });
    const scriptHosts = [
      'https://chat.vendor.example',
      'https://tags.vendor.example',
      'https://captcha.vendor.example',
    ];
    const postedTo = [
      'https://cart.vendor.example',
      'https://logs.vendor.example',
      'https://metrics.vendor.example',
    ];
    expect(sources(vendors, 'script-src').sort()).toEqual(["'self'", ...scriptHosts].sort());
    expect(sources(vendors, 'connect-src').sort()).toEqual(["'self'", ...scriptHosts, ...postedTo].sort());
    // The services posted to are never a source of pictures, frames or code.
    for (const directive of ['img-src', 'frame-src', 'script-src', 'style-src']) {
      for (const host of postedTo) expect(sources(vendors, directive)).not.toContain(host);
    }
  });

  it('forbids framing, plugins, foreign forms and base URLs', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
  });

  it('with the default same-origin config, allows only the page itself and the remotes', () => {
    const local = shellContentSecurityPolicy({
      apiBase: '',
      apiPrefix: '/api',
      mediaBase: '',
      remotes: { content: 'http://localhost:3004/mf-manifest.json' },
    });
    expect(sources(local, 'script-src')).toEqual(["'self'", 'http://localhost:3004']);
  });

  it('groups hosts found at any depth, e.g. remotes of a release', () => {
    expect(
      hostsInConfig({ releases: { next: { remotes: { a: 'https://next.example/m.json' } } } }).remote,
    ).toEqual(['https://next.example']);
  });
});

describe('headers', () => {
  it.each([
    ['shell', shellSecurityHeaders(CONFIG)],
    ['remote', remoteSecurityHeaders()],
  ])('the %s host sends nosniff, a referrer policy and no framing', (_name, headers) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['shell', (https: boolean) => shellSecurityHeaders(CONFIG, https)],
    ['remote', (https: boolean) => remoteSecurityHeaders(https)],
  ])('the %s host asks browsers to keep to HTTPS for a year, over HTTPS only', (_name, headers) => {
    expect(HSTS_MAX_AGE_SECONDS).toBe(365 * 86_400);
    expect(headers(true)['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`);
    // Over plain HTTP a browser ignores it, and a store opened on a machine's own name must stay reachable.
    expect(headers(false)).not.toHaveProperty('strict-transport-security');
  });

  it('remote pages load only from their own origin', () => {
    expect(REMOTE_CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(REMOTE_CONTENT_SECURITY_POLICY).not.toContain('unsafe');
  });
});

describe('the page template', () => {
  it('has no inline script (every script is a file the policy can allow)', () => {
    const html = fs.readFileSync(
      path.join(__dirname, '..', '..', 'scripts', 'webpack', 'index.html'),
      'utf8',
    );
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
