import type { FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from './appPorts.mjs';
import { currentReleases, manifestPathOf } from './releasePointer';
import { parseRuntimeConfig } from '../src/startup/parseRuntimeConfig';
import { API_PREFIX } from './proxyPrefixes';
import { shellOriginOf, type ShellOrigins } from './shellOrigins';
import { imageCdnFrom } from './imageCdnConfig';
import { siteServicesFrom } from './siteServicesConfig';

export { API_PREFIX, MEDIA_PREFIX } from './proxyPrefixes';

/**
 * Third-party scripts of the demo (sandboxes on): store-api's sandbox stand-ins, behind the /api proxy
 * (same origin, so the CSP needs no extra host).
 */
export const SANDBOX_SCRIPTS = {
  paymentSdkController: `${API_PREFIX}/sandbox/pay/sdk/controller.js`,
  paymentSdkElements: `${API_PREFIX}/sandbox/pay/sdk/elements.js`,
  identityWidget: `${API_PREFIX}/sandbox/identity/widget.js`,
} as const;

/** The OAuth sandbox's consent page, behind the /api proxy too (its links are relative). */
export const SANDBOX_OAUTH_AUTHORIZE_URL = `${API_PREFIX}/sandbox/oauth/authorize`;

/** The vendors' scripts of a deployment without sandboxes, from the environment (docs/deploy.md). */
function vendorScripts(): Record<string, string> {
  const names = {
    paymentSdkController: 'PAYMENT_SDK_CONTROLLER_URL',
    paymentSdkElements: 'PAYMENT_SDK_ELEMENTS_URL',
    identityWidget: 'IDENTITY_WIDGET_URL',
  } as const;
  return Object.fromEntries(
    Object.entries(names).flatMap(([key, name]) => (process.env[name] ? [[key, process.env[name]]] : [])),
  );
}

/** A remote's manifest URL: its env var (e.g. REMOTE_STOREFRONT_URL), else at `origin` (its port). */
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
 * The runtime config of a page opened at one of the shell's configured origins (shellOrigins.ts; the
 * request's Host only picks which): remotes and the store's own host name on that origin's host, at
 * their ports, unless configured (e.g. REMOTE_STOREFRONT_URL); the outside services' scripts and sign-in
 * page of the profile (the sandboxes', or the vendors' the environment names), and the browser-side
 * services (siteServicesConfig.ts), read once: a misconfigured one refuses to start. A remote with a
 * current release (`npm run release -w <remote>`, the pointer file read each time) is served from its
 * release folder, so releases and rollbacks need no shell rebuild.
 */
export function runtimeConfigAt(
  remotePorts: Record<(typeof REMOTE_NAMES)[number], number>,
  /** STORE_SANDBOXES: the demo names store-api's sandboxes, production the vendors the environment names. */
  sandboxes = true,
) {
  const environment = sandboxes ? 'demo' : 'prod';
  const services = siteServicesFrom(process.env, sandboxes, environment);
  const imageCdn = imageCdnFrom(process.env);
  const configAt = (shellOrigin: string) => {
    const origin = new URL(shellOrigin);
    const at = (port: number) => `${origin.protocol}//${origin.hostname}:${port}`;
    const releases = currentReleases();
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteManifestUrl(name, at(remotePorts[name]), releases[name])]),
    );
    // SITE_HOSTS: other host names of the same store (comma-separated), internal for the link rule.
    const siteHosts = (process.env.SITE_HOSTS ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    // Third-party login: OAUTH_AUTHORIZE_URL, else the OAuth sandbox in the demo; none hides it.
    const oauthAuthorizeUrl =
      process.env.OAUTH_AUTHORIZE_URL ?? (sandboxes ? SANDBOX_OAUTH_AUTHORIZE_URL : undefined);
    return {
      apiBase: '',
      apiPrefix: API_PREFIX,
      mediaBase: '',
      remotes,
      environment,
      scripts: { ...(sandboxes ? SANDBOX_SCRIPTS : vendorScripts()), ...services.scripts },
      siteHosts: [origin.hostname, ...siteHosts],
      ...(oauthAuthorizeUrl ? { oauthAuthorizeUrl } : {}),
      ...(services.captchaAppId ? { captchaAppId: services.captchaAppId } : {}),
      ...(services.cartTracking ? { cartTracking: services.cartTracking } : {}),
      ...(services.tracker ? { tracker: services.tracker } : {}),
      ...(imageCdn ? { imageCdn } : {}),
    };
  };
  // What the pages get must be what they accept (shared-lib parses it strictly): found here, at start.
  parseRuntimeConfig(configAt('http://localhost'));
  return configAt;
}

/** The runtime config of a request: its configured origin's. */
export function runtimeConfigFor(
  remotePorts: Record<(typeof REMOTE_NAMES)[number], number>,
  origins: ShellOrigins,
  sandboxes = true,
) {
  const at = runtimeConfigAt(remotePorts, sandboxes);
  return (request: FastifyRequest) => at(shellOriginOf(origins, request));
}
