/**
 * @jest-environment node
 */
// The browser-side services in the runtime config: the vendors the environment names, the demo's
// stand-ins where it names none, and a refusal to start for half a group or an address that is not one.
import { parseRuntimeConfig } from '../src/startup/parseRuntimeConfig';
import { SANDBOX_SITE_SERVICES, siteServicesFrom } from './siteServicesConfig';

const VENDORS = {
  CHAT_SCRIPT_URL: 'https://chat.vendor.example/widget.js',
  TAG_MANAGER_URL: 'https://tags.vendor.example/gtm.js?id=GTM-1',
  CAPTCHA_SCRIPT_URL: 'https://captcha.vendor.example/TCaptcha.js',
  CAPTCHA_APP_ID: '190000001',
  CART_TRACKING_URL: 'https://cart.vendor.example/events',
  CART_TRACKING_COMPANY_ID: 'company-1',
  CART_TRACKING_INTEGRATION_ID: 'web-1',
  TRACKER_LOGS_URL: 'https://rum.vendor.example/logs',
  TRACKER_METRICS_URL: 'https://rum.vendor.example/metrics',
  TRACKER_APP_ID: 'shop-web',
};

/** As the page gets it: the services inside a runtime config, parsed by shared-lib. */
const asParsed = (services: ReturnType<typeof siteServicesFrom>) =>
  parseRuntimeConfig({ apiPrefix: '/api', remotes: {}, ...services });

describe('the demo (sandboxes on)', () => {
  it('names every stand-in, reporting as the demo', () => {
    const services = siteServicesFrom({}, true, 'demo');
    expect(services).toEqual({
      scripts: SANDBOX_SITE_SERVICES.scripts,
      captchaAppId: 'sandbox-captcha',
      cartTracking: SANDBOX_SITE_SERVICES.cartTracking,
      tracker: { ...SANDBOX_SITE_SERVICES.tracker, environment: 'demo' },
    });
    expect(asParsed(services).tracker?.logsUrl).toBe('/api/sandbox/tracker/logs');
  });

  it('uses a vendor the environment names in place of its stand-in', () => {
    const services = siteServicesFrom({ CHAT_SCRIPT_URL: VENDORS.CHAT_SCRIPT_URL }, true, 'demo');
    expect(services.scripts.chat).toBe(VENDORS.CHAT_SCRIPT_URL);
    expect(services.scripts.captcha).toBe(SANDBOX_SITE_SERVICES.scripts.captcha);
  });
});

describe('production (sandboxes off)', () => {
  it('names no service the environment leaves out', () => {
    expect(siteServicesFrom({}, false, 'prod')).toEqual({ scripts: {} });
  });

  it('names every vendor the environment gives, and the tracker its environment', () => {
    const services = siteServicesFrom({ ...VENDORS, TRACKER_ENVIRONMENT: 'staging' }, false, 'prod');
    expect(asParsed(services)).toMatchObject({
      scripts: {
        chat: VENDORS.CHAT_SCRIPT_URL,
        tagManager: VENDORS.TAG_MANAGER_URL,
        captcha: VENDORS.CAPTCHA_SCRIPT_URL,
      },
      captchaAppId: '190000001',
      cartTracking: { url: VENDORS.CART_TRACKING_URL, companyId: 'company-1', integrationId: 'web-1' },
      tracker: {
        logsUrl: VENDORS.TRACKER_LOGS_URL,
        metricsUrl: VENDORS.TRACKER_METRICS_URL,
        environment: 'staging',
        appId: 'shop-web',
      },
    });
    expect(JSON.stringify(services)).not.toContain('/sandbox/');
  });

  it('reports the runtime config environment when TRACKER_ENVIRONMENT is not set', () => {
    expect(siteServicesFrom(VENDORS, false, 'prod').tracker?.environment).toBe('prod');
  });
});

describe('refuses to start', () => {
  it.each([
    ['half the captcha', { CAPTCHA_SCRIPT_URL: VENDORS.CAPTCHA_SCRIPT_URL }, /CAPTCHA_APP_ID/],
    [
      'cart tracking without its integration',
      { CART_TRACKING_URL: VENDORS.CART_TRACKING_URL, CART_TRACKING_COMPANY_ID: 'c' },
      /CART_TRACKING_INTEGRATION_ID/,
    ],
    ['a tracker without its metrics', { TRACKER_LOGS_URL: VENDORS.TRACKER_LOGS_URL }, /TRACKER_METRICS_URL/],
    ['a script that is not an address', { CHAT_SCRIPT_URL: 'javascript:alert(1)' }, /CHAT_SCRIPT_URL/],
    ['a host-relative address', { TAG_MANAGER_URL: '//tags.example/gtm.js' }, /TAG_MANAGER_URL/],
    ['an unknown environment', { ...VENDORS, TRACKER_ENVIRONMENT: 'production' }, /TRACKER_ENVIRONMENT/],
  ])('with %s', (_what, env, named) => {
    for (const sandboxes of [true, false]) {
      expect(() => siteServicesFrom(env, sandboxes, sandboxes ? 'demo' : 'prod')).toThrow(named);
    }
  });
});
