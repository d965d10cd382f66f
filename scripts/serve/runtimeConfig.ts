import type { FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '../webpack/app-ports.mjs';
import { currentReleases, manifestPathOf } from '../release/releasePointer';

export const API_PREFIX = '/api';
export const MEDIA_PREFIX = '/media';

/** Only a plain host name may come back in the config: the Host header is the client's to set. */
function safeHostname(request: FastifyRequest): string {
  const name = request.hostname.replace(/:\d+$/, '');
  return /^[a-z0-9.-]+$/i.test(name) || /^\[[0-9a-f:]+\]$/i.test(name) ? name : 'localhost';
}

/**
 * Remote URLs follow the host the page was opened on, so the store works on localhost and on a
 * machine's LAN name alike. An env var per remote (e.g. REMOTE_STOREFRONT_URL) overrides it.
 * A remote with a current release (`npm run release -w <remote>`, the pointer file read on every
 * request) is served from its release folder, so releases and rollbacks need no shell rebuild.
 */
export function runtimeConfigFor(remotePorts: Record<(typeof REMOTE_NAMES)[number], number>) {
  return (request: FastifyRequest) => {
    const host = safeHostname(request);
    const releases = currentReleases();
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        process.env[`REMOTE_${name.toUpperCase()}_URL`] ??
          `${request.protocol}://${host}:${remotePorts[name]}${manifestPathOf(releases[name])}`,
      ]),
    );
    return { apiBase: '', apiPrefix: API_PREFIX, mediaBase: '', remotes };
  };
}
