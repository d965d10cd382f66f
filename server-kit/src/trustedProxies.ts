// Who may tell store-api a request's client address (X-Forwarded-For). The store's own server
// (scripts/serve.ts) proxies the browser's /api calls from the same machine, so every shopper would
// otherwise be its 127.0.0.1: the per-client limits of security/authRateLimits.ts would count the whole
// store as one client, and one stranger's wrong passwords or code requests would lock everyone out.
// Only a proxy on this machine is believed; a client elsewhere that sends the header is ignored.

/** Fastify's trustProxy: the loopback addresses (proxy-addr's "loopback": 127.0.0.0/8 and ::1). */
export const TRUSTED_PROXIES = 'loopback';
