// Who may tell store-api a request's client address (X-Forwarded-For), and the page server a request's
// scheme (X-Forwarded-Proto). The store's own server (scripts/serve.ts) proxies the browser's /api calls
// from the same machine, so every shopper would otherwise be its 127.0.0.1: the per-client limits of
// store-api's security/authRateLimits.ts would count the whole store as one client, and one stranger's
// wrong passwords or code requests would lock everyone out. A proxy on this machine is believed, and the
// proxies TRUSTED_PROXIES names (a load balancer on another machine: docs/deploy.md); a client elsewhere
// that sends the header is ignored.

/** proxy-addr's "loopback": 127.0.0.0/8 and ::1. */
const LOOPBACK = 'loopback';

/**
 * Fastify's trustProxy: loopback, and the addresses or CIDR ranges of `TRUSTED_PROXIES` (comma-separated,
 * e.g. `10.0.0.4,10.0.1.0/24`).
 */
export function trustedProxiesFrom(env: NodeJS.ProcessEnv): string {
  const named = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of named) {
    if (!/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range.`);
    }
  }
  return [LOOPBACK, ...named].join(',');
}

/** This process's: read once, at start. */
export const TRUSTED_PROXIES = trustedProxiesFrom(process.env);
