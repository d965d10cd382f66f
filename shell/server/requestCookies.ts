import type { FastifyRequest } from 'fastify';

/** A cookie of the request, decoded as shared-lib's writeCookie encoded it; undefined when absent or malformed. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
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
