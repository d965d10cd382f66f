// The runtime config file's rules: untrusted JSON in, a ShellRuntimeConfig out. The shell's start-up reads
// the file with them (loadRuntimeConfig.ts) and the page server checks what it serves with them. Types
// only from shared-lib, so the page server's bundle takes nothing else of it.
import type { ImageCdnConfig, RuntimeEnvironment } from '@topup/shared-lib';
import type { CartTrackingConfig, ShellRuntimeConfig, TrackerConfig } from './shellConfig';

/** A record over every environment, so the list below cannot miss one. */
const ENVIRONMENTS: Record<RuntimeEnvironment, true> = { prod: true, demo: true, staging: true };
export const RUNTIME_ENVIRONMENTS = Object.keys(ENVIRONMENTS) as RuntimeEnvironment[];

/**
 * A service address: a path on the page's own origin (`/api/...`) or an http(s) URL. Anything else
 * (`javascript:`, `//host`, a typo) is refused: the page would load or post to it.
 */
function isServiceUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  return /^https?:\/\/[^/\s]+/i.test(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** Validates untrusted JSON; a broken file must fail loudly, not half-configure the site. */
export function parseRuntimeConfig(value: unknown): ShellRuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('runtime config is not an object');
  const raw = value as Record<string, unknown>;
  const { apiBase = '', apiPrefix = '', mediaBase = '', remotes = {} } = raw;
  if (typeof apiBase !== 'string' || typeof apiPrefix !== 'string' || typeof mediaBase !== 'string') {
    throw new Error('runtime config: apiBase, apiPrefix and mediaBase must be strings');
  }
  if (!isStringRecord(remotes)) throw new Error('runtime config: remotes must map names to URLs');
  const config: ShellRuntimeConfig = { apiBase, apiPrefix, mediaBase, remotes };
  // Optional fields: absent stays absent (old configs stay valid), present but malformed fails loudly.
  if (raw.environment !== undefined) {
    if (!RUNTIME_ENVIRONMENTS.some((name) => name === raw.environment)) {
      throw new Error(`runtime config: environment must be one of ${RUNTIME_ENVIRONMENTS.join(', ')}`);
    }
    config.environment = raw.environment as RuntimeEnvironment;
  }
  if (raw.scripts !== undefined) {
    if (!isStringRecord(raw.scripts)) throw new Error('runtime config: scripts must map names to URLs');
    const known: ReadonlyArray<ScriptName> = SCRIPT_NAMES;
    const scripts: ShellScripts = {};
    for (const name of known) {
      const url = raw.scripts[name];
      if (url === undefined) continue;
      if (!isServiceUrl(url))
        throw new Error(`runtime config: scripts.${name} must be a path or an http(s) URL`);
      scripts[name] = url;
    }
    config.scripts = scripts;
  }
  if (raw.imageCdn !== undefined) config.imageCdn = parseImageCdn(raw.imageCdn);
  if (raw.cartTracking !== undefined) config.cartTracking = parseCartTracking(raw.cartTracking);
  if (raw.tracker !== undefined) config.tracker = parseTracker(raw.tracker);
  if (raw.captchaAppId !== undefined) {
    if (typeof raw.captchaAppId !== 'string')
      throw new Error('runtime config: captchaAppId must be a string');
    config.captchaAppId = raw.captchaAppId;
  }
  if (raw.siteHosts !== undefined) {
    if (!Array.isArray(raw.siteHosts) || !raw.siteHosts.every((host) => typeof host === 'string')) {
      throw new Error('runtime config: siteHosts must be a list of host names');
    }
    config.siteHosts = raw.siteHosts as string[];
  }
  if (raw.oauthAuthorizeUrl !== undefined) {
    if (typeof raw.oauthAuthorizeUrl !== 'string')
      throw new Error('runtime config: oauthAuthorizeUrl must be a string');
    config.oauthAuthorizeUrl = raw.oauthAuthorizeUrl;
  }
  return config;
}

type ShellScripts = NonNullable<ShellRuntimeConfig['scripts']>;
type ScriptName = keyof ShellScripts;

const SCRIPT_NAMES: ReadonlyArray<ScriptName> = [
  'paymentSdkController',
  'paymentSdkElements',
  'identityWidget',
  'captcha',
  'chat',
  'tagManager',
];

function parseImageCdn(value: unknown): ImageCdnConfig {
  if (typeof value !== 'object' || value === null)
    throw new Error('runtime config: imageCdn must be an object');
  const { defaultHost, aliases } = value as Record<string, unknown>;
  if (defaultHost !== undefined && typeof defaultHost !== 'string') {
    throw new Error('runtime config: imageCdn.defaultHost must be a string');
  }
  if (aliases !== undefined && !isStringRecord(aliases)) {
    throw new Error('runtime config: imageCdn.aliases must map hosts to hosts');
  }
  return {
    ...(defaultHost !== undefined ? { defaultHost } : {}),
    ...(aliases !== undefined ? { aliases } : {}),
  };
}

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseCartTracking(value: unknown): CartTrackingConfig {
  if (typeof value !== 'object' || value === null)
    throw new Error('runtime config: cartTracking must be an object');
  const { url, companyId, integrationId } = value as Record<string, unknown>;
  if (!isServiceUrl(url) || !isFilledString(companyId) || !isFilledString(integrationId)) {
    throw new Error('runtime config: cartTracking needs a url, a companyId and an integrationId');
  }
  return { url, companyId, integrationId };
}

function parseTracker(value: unknown): TrackerConfig {
  if (typeof value !== 'object' || value === null)
    throw new Error('runtime config: tracker must be an object');
  const { logsUrl, metricsUrl, environment, appId } = value as Record<string, unknown>;
  if (!isServiceUrl(logsUrl) || !isServiceUrl(metricsUrl)) {
    throw new Error('runtime config: tracker needs logsUrl and metricsUrl, each a path or an http(s) URL');
  }
  if (!RUNTIME_ENVIRONMENTS.some((name) => name === environment)) {
    throw new Error(`runtime config: tracker.environment must be one of ${RUNTIME_ENVIRONMENTS.join(', ')}`);
  }
  if (appId !== undefined && !isFilledString(appId)) {
    throw new Error('runtime config: tracker.appId must be a non-empty string');
  }
  return {
    logsUrl,
    metricsUrl,
    environment: environment as RuntimeEnvironment,
    ...(appId !== undefined ? { appId } : {}),
  };
}
