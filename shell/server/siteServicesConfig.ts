// The outside services the pages call in the browser: the customer-service chat widget, the
// tag manager, the captcha, cart tracking and the observability tracker, as the runtime config names
// them. Each is the vendor the environment names (docs/deploy.md), else, in the demo, store-api's
// stand-in behind the /api proxy, else none (the page then goes without it). A variable of a group
// given without the others, or an address that is not one, refuses to start: a half-configured
// service is found at deploy time, not by a shopper.
import type { RuntimeEnvironment } from '@topup/shared-lib/rules';
import { RUNTIME_ENVIRONMENTS } from '../src/startup/parseRuntimeConfig';
import type { CartTrackingConfig, ShellRuntimeConfig, TrackerConfig } from '../src/startup/shellConfig';
import { API_PREFIX } from './proxyPrefixes';

const SANDBOX = `${API_PREFIX}/sandbox`;

/** The demo's stand-ins (store-api/src/sandbox/siteServiceSandboxes.ts). */
export const SANDBOX_SITE_SERVICES = {
  scripts: {
    chat: `${SANDBOX}/chat/widget.js`,
    tagManager: `${SANDBOX}/tag-manager/gtm.js`,
    captcha: `${SANDBOX}/captcha/captcha.js`,
  },
  /** The captcha's app id differs between production and the other environments. */
  captchaAppId: 'sandbox-captcha',
  cartTracking: { url: `${SANDBOX}/cart-tracking/events`, companyId: 'demo', integrationId: 'demo-web' },
  tracker: { logsUrl: `${SANDBOX}/tracker/logs`, metricsUrl: `${SANDBOX}/tracker/metrics` },
} as const;

/** The environment variables, by service (docs/deploy.md "The serve script's environment"). */
export const SITE_SERVICE_VARIABLES = {
  chat: ['CHAT_SCRIPT_URL'],
  tagManager: ['TAG_MANAGER_URL'],
  captcha: ['CAPTCHA_SCRIPT_URL', 'CAPTCHA_APP_ID'],
  cartTracking: ['CART_TRACKING_URL', 'CART_TRACKING_COMPANY_ID', 'CART_TRACKING_INTEGRATION_ID'],
  tracker: ['TRACKER_LOGS_URL', 'TRACKER_METRICS_URL'],
} as const;

export interface SiteServices {
  scripts: Pick<NonNullable<ShellRuntimeConfig['scripts']>, 'chat' | 'tagManager' | 'captcha'>;
  captchaAppId?: string;
  cartTracking?: CartTrackingConfig;
  tracker?: TrackerConfig;
}

type Env = Record<string, string | undefined>;

/** A path on the shop's origin or an http(s) URL, as the runtime config accepts. */
function address(env: Env, name: string): string {
  const value = env[name] ?? '';
  const ok = value.startsWith('/') ? !value.startsWith('//') : /^https?:\/\/[^/\s]+/i.test(value);
  if (!ok) throw new Error(`${name} must be an http(s) URL or a path on the shop's origin, not "${value}".`);
  return value;
}

/** The group's values when all are set, null when none is; some without the others refuses. */
function group(env: Env, names: readonly string[]): Record<string, string> | null {
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return null;
  if (set.length < names.length) {
    const missing = names.filter((name) => !env[name]);
    throw new Error(`${set.join(', ')} set without ${missing.join(', ')}: set all of them or none.`);
  }
  return Object.fromEntries(names.map((name) => [name, env[name] ?? '']));
}

function trackerEnvironment(env: Env, fallback: RuntimeEnvironment): RuntimeEnvironment {
  const value = env.TRACKER_ENVIRONMENT;
  if (value === undefined || value === '') return fallback;
  const known = RUNTIME_ENVIRONMENTS.find((name) => name === value);
  if (!known) throw new Error(`TRACKER_ENVIRONMENT must be one of ${RUNTIME_ENVIRONMENTS.join(', ')}.`);
  return known;
}

/**
 * The services of a page server: `sandboxes` (STORE_SANDBOXES) fills what the environment leaves out
 * with the stand-ins; `environment` is the runtime config's (the tracker reports it unless
 * TRACKER_ENVIRONMENT says otherwise).
 */
export function siteServicesFrom(
  env: Env,
  sandboxes: boolean,
  environment: RuntimeEnvironment,
): SiteServices {
  const fill = sandboxes ? SANDBOX_SITE_SERVICES : null;
  const scripts: SiteServices['scripts'] = {};
  const chat = env.CHAT_SCRIPT_URL ? address(env, 'CHAT_SCRIPT_URL') : fill?.scripts.chat;
  if (chat) scripts.chat = chat;
  const tagManager = env.TAG_MANAGER_URL ? address(env, 'TAG_MANAGER_URL') : fill?.scripts.tagManager;
  if (tagManager) scripts.tagManager = tagManager;

  const services: SiteServices = { scripts };
  const captcha = group(env, SITE_SERVICE_VARIABLES.captcha);
  if (captcha) {
    scripts.captcha = address(env, 'CAPTCHA_SCRIPT_URL');
    services.captchaAppId = captcha.CAPTCHA_APP_ID;
  } else if (fill) {
    scripts.captcha = fill.scripts.captcha;
    services.captchaAppId = fill.captchaAppId;
  }

  const cart = group(env, SITE_SERVICE_VARIABLES.cartTracking);
  if (cart) {
    services.cartTracking = {
      url: address(env, 'CART_TRACKING_URL'),
      companyId: cart.CART_TRACKING_COMPANY_ID ?? '',
      integrationId: cart.CART_TRACKING_INTEGRATION_ID ?? '',
    };
  } else if (fill) {
    services.cartTracking = { ...fill.cartTracking };
  }

  const tracker = group(env, SITE_SERVICE_VARIABLES.tracker);
  const reported = trackerEnvironment(env, environment);
  if (tracker || fill) {
    services.tracker = {
      logsUrl: tracker ? address(env, 'TRACKER_LOGS_URL') : SANDBOX_SITE_SERVICES.tracker.logsUrl,
      metricsUrl: tracker ? address(env, 'TRACKER_METRICS_URL') : SANDBOX_SITE_SERVICES.tracker.metricsUrl,
      environment: reported,
      ...(env.TRACKER_APP_ID ? { appId: env.TRACKER_APP_ID } : {}),
    };
  }
  return services;
}
