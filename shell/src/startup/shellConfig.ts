// The shell's own part of the runtime config file, beside what every app reads (shared-lib's
// getRuntimeConfig): the remotes' manifests, the trackers, the tag manager and the third-party login.
// Set with the rest from the validated file (loadRuntimeConfig.ts; the page server's renderer).
import {
  getRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
  type RuntimeEnvironment,
  type ScriptUrls,
} from '@topup/shared-lib';

export interface ShellRuntimeConfig extends RuntimeConfig {
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  scripts?: ScriptUrls & { tagManager?: string };
  /** Cart-tracking service. */
  cartTracking?: CartTrackingConfig;
  /** Observability tracker: its logs and metrics endpoints and the environment it reports. */
  tracker?: TrackerConfig;
  /** Third-party login: the provider's authorize page (gets redirect_uri and state); absent hides it. */
  oauthAuthorizeUrl?: string;
}

export interface CartTrackingConfig {
  url: string;
  companyId: string;
  integrationId: string;
}

export interface TrackerConfig {
  logsUrl: string;
  metricsUrl: string;
  /** The tracker reports per environment (prod, demo, staging). */
  environment: RuntimeEnvironment;
  /** The tracker's project id at the vendor, when it asks for one. */
  appId?: string;
}

let current: ShellRuntimeConfig = { ...getRuntimeConfig(), remotes: {} };

export function getShellConfig(): ShellRuntimeConfig {
  return current;
}

/** The whole validated file: the shell's part here, what every app reads in shared-lib. */
export function setShellConfig(config: ShellRuntimeConfig): void {
  current = config;
  setRuntimeConfig(config);
}
