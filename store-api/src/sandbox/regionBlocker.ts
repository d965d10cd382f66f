import type { FastifyInstance } from 'fastify';
import { failure } from '../http/envelope';

/**
 * A message containing "country or region not supported" in Chinese makes the client go to
 * /error/notsupported. It recognises two variants; the store sends one phrase per variant.
 */
export const REGION_NOT_SUPPORTED_SIMPLIFIED = '国家或地区不支持';
export const REGION_NOT_SUPPORTED_TRADITIONAL = '國家或地區不支援';

/** Countries blocked when nothing is configured (demo value; STORE_BLOCKED_COUNTRIES overrides). */
export const DEFAULT_BLOCKED_COUNTRIES: readonly string[] = ['KP', 'IR', 'CU', 'SY'];

/** Requests that stay available everywhere: health checks, docs, media and the sandboxes. */
const ALWAYS_OPEN = /^\/(health|docs|media|sandbox)(\/|$)/;

export function parseBlockedCountries(value: string | undefined): string[] {
  if (value === undefined) return [...DEFAULT_BLOCKED_COUNTRIES];
  return value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2}$/.test(code));
}

/** The message for a blocked request: Traditional for zh-TW/zh-HK readers, Simplified otherwise. */
export function regionNotSupportedMessage(acceptLanguage: string | undefined): string {
  const language = acceptLanguage?.trim().toLowerCase() ?? '';
  return /^zh-(tw|hk|mo|hant)/.test(language)
    ? `${REGION_NOT_SUPPORTED_TRADITIONAL}：本店暫不支援您所在的國家或地區。`
    : `${REGION_NOT_SUPPORTED_SIMPLIFIED}: this store is not available in your country or region.`;
}

/** Answers 403 with the not-supported message when the d-selective-country header is a blocked country. */
export function blockCountries(app: FastifyInstance, blocked: readonly string[]): void {
  const set = new Set(blocked.map((code) => code.toUpperCase()));
  if (set.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['d-selective-country'];
    const country = typeof header === 'string' ? header.trim().toUpperCase() : '';
    if (!country || !set.has(country) || ALWAYS_OPEN.test(request.url)) return;
    return reply
      .status(403)
      .send(failure(403, regionNotSupportedMessage(request.headers['accept-language'])));
  });
}
