import type { FastifyRequest } from 'fastify';

/**
 * One cookie of the request, decoded; undefined when absent or malformed. Written here rather than adding
 * a cookie plugin: store-api reads one cookie (the sandboxes' visitor id) and sets none.
 */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
