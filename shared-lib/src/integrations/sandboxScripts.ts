// Where the payment SDK scripts come from when runtime config names none: outside production the
// store-api sandbox, reached through the API base and prefix like every other call. Production sets
// `scripts.paymentSdkController` / `scripts.paymentSdkElements` (and `environment: 'prod'`), which win.
import { getRuntimeConfig, type RuntimeConfig } from '../platform';

export const SANDBOX_PAYMENT_SDK_PATHS = {
  paymentSdkController: '/sandbox/pay/sdk/controller.js',
  paymentSdkElements: '/sandbox/pay/sdk/elements.js',
} as const;

/** The runtime config with the sandbox payment SDK URLs filled in where missing (never in prod). */
export function withSandboxPaymentScripts(config: RuntimeConfig = getRuntimeConfig()): RuntimeConfig {
  if (config.environment === 'prod') return config;
  const base = `${config.apiBase}${config.apiPrefix}`;
  const scripts = { ...config.scripts };
  scripts.paymentSdkController ??= `${base}${SANDBOX_PAYMENT_SDK_PATHS.paymentSdkController}`;
  scripts.paymentSdkElements ??= `${base}${SANDBOX_PAYMENT_SDK_PATHS.paymentSdkElements}`;
  return { ...config, scripts };
}
