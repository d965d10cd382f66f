import type { FastifyRequest } from 'fastify';
import { REMOTE_NAMES, STORE_API, portOf } from '../webpack/app-ports.mjs';
import { currentReleases, manifestPathOf } from '../release/releasePointer';

export const API_PREFIX = '/api';
export const MEDIA_PREFIX = '/media';

/**
 * Third-party scripts of this demo deployment: store-api's sandbox stand-ins, behind the /api proxy
 * (same origin, so the CSP needs no extra host). A real deployment names the vendors' URLs here.
 */
export const SANDBOX_SCRIPTS = {
  paymentSdkController: `${API_PREFIX}/sandbox/pay/sdk/controller.js`,
  paymentSdkElements: `${API_PREFIX}/sandbox/pay/sdk/elements.js`,
  identityWidget: `${API_PREFIX}/sandbox/identity/widget.js`,
} as const;

/** Only a plain host name may come back in the config: the Host header is the client's to set. */
function safeHostname(request: FastifyRequest): string {
  const name = request.hostname.replace(/:\d+$/, '');
  return /^[a-z0-9.-]+$/i.test(name) || /^\[[0-9a-f:]+\]$/i.test(name) ? name : 'localhost';
}

/** A remote's manifest URL: its env var (e.g. REMOTE_STOREFRONT_URL), else on `host` at its port. */
function remoteManifestUrl(
  name: (typeof REMOTE_NAMES)[number],
  origin: string,
  release: string | undefined,
): string {
  return process.env[`REMOTE_${name.toUpperCase()}_URL`] ?? `${origin}${manifestPathOf(release)}`;
}

/**
 * Where the store's server fetches the remotes' server builds from (serverRender.ts): the same files
 * the pages name, but at the configured address or on this machine, never at a host the request names
 * (its Host header is the client's to set, and the server runs what it fetches).
 */
export function trustedRemoteManifests(remotePorts: Record<(typeof REMOTE_NAMES)[number], number>) {
  return (): Record<string, string> => {
    const releases = currentReleases();
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        remoteManifestUrl(name, `http://127.0.0.1:${remotePorts[name]}`, releases[name]),
      ]),
    );
  };
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
        remoteManifestUrl(name, `${request.protocol}://${host}:${remotePorts[name]}`, releases[name]),
      ]),
    );
    // SITE_HOSTS: other host names of the same store (comma-separated), internal for the link rule.
    const siteHosts = (process.env.SITE_HOSTS ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    // Third-party login: store-api's OAuth sandbox on its own origin (its consent page links to its
    // own root paths, so it cannot sit behind the /api proxy) unless OAUTH_AUTHORIZE_URL says otherwise.
    const oauthAuthorizeUrl =
      process.env.OAUTH_AUTHORIZE_URL ??
      `${request.protocol}://${host}:${portOf(STORE_API)}/sandbox/oauth/authorize`;
    return {
      apiBase: '',
      apiPrefix: API_PREFIX,
      mediaBase: '',
      remotes,
      environment: 'demo',
      scripts: SANDBOX_SCRIPTS,
      siteHosts: [host, ...siteHosts],
      oauthAuthorizeUrl,
    };
  };
}
