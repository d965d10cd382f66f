// @ts-check
// The one place that says which port each app uses; env overrides them (README "Ports").

/** @typedef {'shell' | 'storefront' | 'account' | 'checkout' | 'content'} AppName */

/** @type {Record<AppName, { envVar: string; defaultPort: number; folder: string }>} */
export const APPS = {
  shell: { envVar: 'SHELL_PORT', defaultPort: 3000, folder: 'shell' },
  storefront: { envVar: 'STOREFRONT_PORT', defaultPort: 3001, folder: 'mfe-storefront' },
  account: { envVar: 'ACCOUNT_PORT', defaultPort: 3002, folder: 'mfe-account' },
  checkout: { envVar: 'CHECKOUT_PORT', defaultPort: 3003, folder: 'mfe-checkout' },
  content: { envVar: 'CONTENT_PORT', defaultPort: 3004, folder: 'mfe-content' },
};

export const STORE_API = { envVar: 'STORE_API_PORT', defaultPort: 3100 };

/**
 * @param {{ envVar: string; defaultPort: number }} app
 * @param {NodeJS.ProcessEnv} [env]
 */
export function portOf(app, env = process.env) {
  const raw = env[app.envVar];
  const port = raw ? Number(raw) : app.defaultPort;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${app.envVar}=${raw} is not a valid port`);
  }
  return port;
}

/** The remote apps, in the order the shell composes them. */
export const REMOTE_NAMES = /** @type {const} */ (['storefront', 'account', 'checkout', 'content']);
