// Where the outside world is, decided at run time: the shell fetches runtime-config.json (never cached)
// so a remote or the API can move without rebuilding any app. The shell reads and validates the file
// (shell/src/startup/); every app reads here what pages need of it (the shell's own part, its remotes,
// trackers and third-party login, is the shell's: shellConfig.ts).

export interface RuntimeConfig {
  /** Origin of the store API, '' for the page's own origin (the shell proxies it). */
  apiBase: string;
  /** Prefix in front of every spec path, e.g. '/api'. */
  apiPrefix: string;
  /** Base for relative media paths (product pictures, article images). */
  mediaBase: string;
  /** Deployment environment (prod, demo, staging); picks e.g. the captcha app id. */
  environment?: RuntimeEnvironment;
  /** Third-party script URLs; demo and tests point them at store-api sandboxes. */
  scripts?: ScriptUrls;
  /** Image hosts: the storage host of relative paths, and CDN aliases (domain/imageUrl.ts). */
  imageCdn?: ImageCdnConfig;
  /** Captcha app id of this environment (production and other environments differ). */
  captchaAppId?: string;
  /** Other host names of this store (the route table link rule: a target on one of them is site-internal). */
  siteHosts?: string[];
}

/** Where a build runs; the shell's parser of the config file lists them (shell/src/startup/parseRuntimeConfig.ts). */
export type RuntimeEnvironment = 'prod' | 'demo' | 'staging';

export interface ScriptUrls {
  /** Payment components SDK: controller script, then element script. */
  paymentSdkController?: string;
  paymentSdkElements?: string;
  identityWidget?: string;
  captcha?: string;
  chat?: string;
}

export interface ImageCdnConfig {
  /** Storage host prefixed to relative image paths; falls back to mediaBase. */
  defaultHost?: string;
  /** Storage host -> CDN alias host. */
  aliases?: Record<string, string>;
}

let current: RuntimeConfig = { apiBase: '', apiPrefix: '/api', mediaBase: '' };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
