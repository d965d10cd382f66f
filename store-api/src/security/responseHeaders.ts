// Security headers on every store-api answer, and CORS for the configured shop origins only.
import type { FastifyInstance } from 'fastify';
import { LOCAL_SHELL_ORIGINS, parseOrigins } from '../config/origins';
import { failure } from '../http/envelope';

/**
 * The API answers JSON, scripts for the sandboxes and a few sandbox pages (payment, OAuth consent) that
 * use one inline <style> and plain links. Nothing of it may be framed or sniffed into another type.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/** The shop's own origins when nothing is configured: the shell of `npm start` on this machine. */
export const DEFAULT_CORS_ORIGINS: readonly string[] = LOCAL_SHELL_ORIGINS;

/** Headers a shop page sends (token, language, currency, region, XHR marker). */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept-language',
  'h-currency',
  'd-selective-country',
  'x-requested-with',
  'lang',
  'idempotency-key',
].join(', ');
export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/** Browsers may cache a preflight this long (seconds). */
export const CORS_MAX_AGE_SECONDS = 600;
export const ORIGIN_NOT_ALLOWED = 'This origin is not allowed to call the store API.';

/** "a, b ,c" from the environment into origins; entries that are not http(s) origins are dropped. */
export const parseCorsOrigins = (raw: string | undefined): string[] =>
  parseOrigins(raw, DEFAULT_CORS_ORIGINS);

export function installResponseHeaders(app: FastifyInstance, corsOrigins: readonly string[]): void {
  const allowed = new Set(corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) reply.header(name, value);
    // Caches must not give one origin's CORS answer to another.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const permitted = allowed.has(origin);
    if (permitted) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', 'retry-after, idempotent-replayed');
    }
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    if (!preflight) return; // a same-origin call through the shell's proxy also carries an Origin
    if (!permitted) return reply.status(403).send(failure(403, ORIGIN_NOT_ALLOWED));
    return reply
      .status(204)
      .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
      .header('access-control-max-age', String(CORS_MAX_AGE_SECONDS))
      .send();
  });
}
