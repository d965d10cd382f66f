/**
 * @jest-environment node
 */
// The runtime config the shell's host serves and writes into the page, and the page's policy built from
// it, name only configured origins: a Host header the client forged never appears in any of them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseRuntimeConfig } from '../src/startup/parseRuntimeConfig';
import { runtimeConfigTag } from './pageHints';
import { runtimeConfigFor } from './runtimeConfig';
import { shellOriginsFrom, type ShellOrigins } from './shellOrigins';
import { createStaticHost } from './staticHost';

const REMOTE_PORTS = { storefront: 3001, account: 3002, checkout: 3003, content: 3004 };
const SETTINGS = [
  'REMOTE_STOREFRONT_URL',
  'REMOTE_ACCOUNT_URL',
  'REMOTE_CHECKOUT_URL',
  'REMOTE_CONTENT_URL',
  'OAUTH_AUTHORIZE_URL',
  'PAYMENT_SDK_CONTROLLER_URL',
  'PAYMENT_SDK_ELEMENTS_URL',
  'IDENTITY_WIDGET_URL',
  'CHAT_SCRIPT_URL',
  'TAG_MANAGER_URL',
  'CAPTCHA_SCRIPT_URL',
  'CAPTCHA_APP_ID',
  'CART_TRACKING_URL',
  'CART_TRACKING_COMPANY_ID',
  'CART_TRACKING_INTEGRATION_ID',
  'TRACKER_LOGS_URL',
  'TRACKER_METRICS_URL',
  'TRACKER_ENVIRONMENT',
  'TRACKER_APP_ID',
  'SITE_HOSTS',
  'STORE_API_PORT',
  'REMOTES_CONFIG',
];

let root: string;
const kept: Record<string, string | undefined> = {};

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang=en><head></head><body></body></html>',
  );
  for (const name of SETTINGS) {
    kept[name] = process.env[name];
    delete process.env[name];
  }
  process.env.REMOTES_CONFIG = path.join(root, 'no-releases.json');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  for (const name of SETTINGS) {
    if (kept[name] === undefined) delete process.env[name];
    else process.env[name] = kept[name];
  }
});

/** The shell's host with the runtime config for these origins, in the page and at /runtime-config.json. */
async function shellWith(origins: ShellOrigins): Promise<FastifyInstance> {
  const runtimeConfig = runtimeConfigFor(REMOTE_PORTS, origins);
  return createStaticHost({
    name: 'shell',
    root,
    spaFallback: true,
    runtimeConfig,
    pages: async (request) => ({
      status: 200,
      html: `<head>${runtimeConfigTag(runtimeConfig(request))}</head>`,
      personal: false,
      rendered: false,
    }),
  });
}

/** Everything one request gets that names hosts: the config, the page, and the page's policy. */
async function whatItGets(shell: FastifyInstance, headers: Record<string, string>) {
  const config = await shell.inject({ url: '/runtime-config.json', headers });
  const page = await shell.inject({ url: '/blog', headers: { ...headers, accept: 'text/html' } });
  return {
    config: config.json<{
      remotes: Record<string, string>;
      siteHosts: string[];
      oauthAuthorizeUrl: string;
    }>(),
    everything: [
      config.body,
      String(config.headers['content-security-policy']),
      page.body,
      String(page.headers['content-security-policy']),
    ].join('\n'),
  };
}

describe('a store on this machine (npm start, the end-to-end suite)', () => {
  let shell: FastifyInstance;
  beforeAll(async () => {
    shell = await shellWith(shellOriginsFrom({}, 3000));
  });
  afterAll(() => shell.close());

  it.each([
    ['a forged Host', { host: 'evil.example' }],
    ['a forged Host with the port', { host: 'evil.example:3000' }],
    ['a forged X-Forwarded-Host', { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }],
  ])(
    '%s appears nowhere: the config, the page and its policy name the configured origin',
    async (_what, headers) => {
      const { config, everything } = await whatItGets(shell, headers);
      expect(everything).not.toContain('evil.example');
      expect(config.remotes.storefront).toBe('http://localhost:3001/mf-manifest.json');
      expect(config.siteHosts).toEqual(['localhost']);
      expect(config.oauthAuthorizeUrl).toBe('/api/sandbox/oauth/authorize');
    },
  );

  it('follows 127.0.0.1, one of the configured names of this machine', async () => {
    const { config } = await whatItGets(shell, { host: '127.0.0.1:3000' });
    expect(config.remotes.account).toBe('http://127.0.0.1:3002/mf-manifest.json');
    expect(config.siteHosts).toEqual(['127.0.0.1']);
  });
});

describe('a deployed store (PUBLIC_ORIGIN behind a proxy on this machine)', () => {
  let shell: FastifyInstance;
  beforeAll(async () => {
    shell = await shellWith(shellOriginsFrom({ PUBLIC_ORIGIN: 'https://shop.example.com' }, 3000));
  });
  afterAll(() => shell.close());

  it('names the public origin, whatever the Host', async () => {
    const requests: Record<string, string>[] = [
      { host: 'shop.example.com', 'x-forwarded-proto': 'https' },
      { host: 'evil.example', 'x-forwarded-proto': 'https' },
      { host: 'localhost:3000' },
    ];
    for (const headers of requests) {
      const { config, everything } = await whatItGets(shell, headers);
      expect(everything).not.toContain('evil.example');
      expect(everything).not.toContain('localhost');
      expect(config.remotes.content).toBe('https://shop.example.com:3004/mf-manifest.json');
      expect(config.siteHosts).toEqual(['shop.example.com']);
    }
  });

  it("takes a remote's own configured address", async () => {
    process.env.REMOTE_CONTENT_URL = 'https://content.example.com/mf-manifest.json';
    try {
      const { config, everything } = await whatItGets(shell, { host: 'evil.example' });
      expect(config.remotes.content).toBe('https://content.example.com/mf-manifest.json');
      expect(everything).toContain('script-src');
      expect(everything).not.toContain('evil.example');
    } finally {
      delete process.env.REMOTE_CONTENT_URL;
    }
  });
});

describe('the production profile (STORE_SANDBOXES=off)', () => {
  const origins = shellOriginsFrom({ PUBLIC_ORIGIN: 'https://shop.example.com' }, 3000);
  const request = { protocol: 'https', host: 'shop.example.com' } as Parameters<
    ReturnType<typeof runtimeConfigFor>
  >[0];

  it('names no sandbox: the vendors the environment gives, no third-party sign-in unless configured', () => {
    process.env.PAYMENT_SDK_CONTROLLER_URL = 'https://pay.example/sdk/controller.js';
    process.env.PAYMENT_SDK_ELEMENTS_URL = 'https://pay.example/sdk/elements.js';
    try {
      const config = runtimeConfigFor(REMOTE_PORTS, origins, false)(request);
      expect(config.environment).toBe('prod');
      expect(config.scripts).toEqual({
        paymentSdkController: 'https://pay.example/sdk/controller.js',
        paymentSdkElements: 'https://pay.example/sdk/elements.js',
      });
      expect(config).not.toHaveProperty('oauthAuthorizeUrl');
      expect(config).not.toHaveProperty('cartTracking');
      expect(config).not.toHaveProperty('tracker');
      expect(JSON.stringify(config)).not.toContain('/sandbox/');
    } finally {
      delete process.env.PAYMENT_SDK_CONTROLLER_URL;
      delete process.env.PAYMENT_SDK_ELEMENTS_URL;
    }
  });
});

describe('the browser-side services', () => {
  const origins = shellOriginsFrom({}, 3000);
  const request = { protocol: 'http', host: 'localhost:3000' } as Parameters<
    ReturnType<typeof runtimeConfigFor>
  >[0];

  it("the demo's config names the stand-ins and is one the page accepts", () => {
    const config = runtimeConfigFor(REMOTE_PORTS, origins)(request);
    expect(parseRuntimeConfig(config)).toMatchObject({
      scripts: {
        paymentSdkController: '/api/sandbox/pay/sdk/controller.js',
        chat: '/api/sandbox/chat/widget.js',
        tagManager: '/api/sandbox/tag-manager/gtm.js',
        captcha: '/api/sandbox/captcha/captcha.js',
      },
      captchaAppId: 'sandbox-captcha',
      cartTracking: { url: '/api/sandbox/cart-tracking/events' },
      tracker: { environment: 'demo' },
    });
  });

  it('a misconfigured service stops the server from starting, not a page', () => {
    process.env.CART_TRACKING_URL = 'https://cart.example/events';
    try {
      expect(() => runtimeConfigFor(REMOTE_PORTS, origins, false)).toThrow(/CART_TRACKING_COMPANY_ID/);
    } finally {
      delete process.env.CART_TRACKING_URL;
    }
  });
});
