// Where the vendor scripts come from when runtime config names none: outside production the
// store-api sandboxes, reached through the API base and prefix like every other call. Production sets
// `scripts.*` (and `environment: 'prod'`), whose URLs win; there a missing URL stays missing and the
// adapter reports it, rather than loading a sandbox that production does not serve.
import { getRuntimeConfig, type RuntimeConfig, type ScriptUrls } from '../platform';

export const SANDBOX_SCRIPT_PATHS = {
  paymentSdkController: '/sandbox/pay/sdk/controller.js',
  paymentSdkElements: '/sandbox/pay/sdk/elements.js',
  identityWidget: '/sandbox/identity/widget.js',
} as const satisfies ScriptUrls;

/** The runtime config with the sandbox payment SDK and identity widget URLs filled in where missing (never in prod). */
export function withSandboxScripts(config: RuntimeConfig = getRuntimeConfig()): RuntimeConfig {
  if (config.environment === 'prod') return config;
  const base = `${config.apiBase}${config.apiPrefix}`;
  const scripts: ScriptUrls = { ...config.scripts };
  for (const [name, path] of Object.entries(SANDBOX_SCRIPT_PATHS) as [keyof ScriptUrls, string][]) {
    scripts[name] ??= `${base}${path}`;
  }
  return { ...config, scripts };
}
