// Security headers of the static hosts. The shell's Content-Security-Policy is built per request from the
// runtime config it serves, so the page may load code and data only from the hosts that config names
// (remotes, API, media, third-party script hosts) and never runs inline script. A request that came over
// HTTPS is also told to keep to HTTPS (HSTS).

/**
 * What a host in the runtime config is used for, decided by where it sits in the config. `connect`:
 * services the page only posts to (cart tracking, the tracker), never loads anything from.
 */
type HostUse = 'remote' | 'script' | 'connect' | 'image' | 'api' | 'data';

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Old browsers' frame-ancestors; nothing of the store is meant to be framed by anyone.
  'x-frame-options': 'DENY',
} as const;

/** HSTS: a year, so a browser that reached the store over HTTPS never sends a shopper's session over HTTP. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * HSTS only for a request that came over HTTPS (directly, or as a proxy on this machine says): a browser
 * ignores it over plain HTTP, where a store opened by a machine's own name must stay reachable.
 */
const transportHeaders = (overHttps: boolean): Record<string, string> =>
  overHttps ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {};

/** The origin of an absolute http(s) URL, or null for '' and relative paths (the page's own origin). */
function originOf(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function hostUseAt(path: readonly string[]): HostUse {
  const has = (key: string) => path.some((part) => part.toLowerCase().includes(key));
  if (has('remote')) return 'remote';
  if (has('script')) return 'script';
  if (has('tracking') || has('tracker')) return 'connect';
  if (has('image') || has('media') || has('cdn')) return 'image';
  if (has('api')) return 'api';
  return 'data';
}

/** Every absolute URL in the config (at any depth, so new keys are covered), grouped by use. */
export function hostsInConfig(config: unknown): Record<HostUse, string[]> {
  const found: Record<HostUse, Set<string>> = {
    remote: new Set(),
    script: new Set(),
    connect: new Set(),
    image: new Set(),
    api: new Set(),
    data: new Set(),
  };
  const walk = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      const origin = originOf(value);
      if (origin) found[hostUseAt(path)].add(origin);
    } else if (Array.isArray(value)) {
      value.forEach((item) => walk(item, path));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(config, []);
  return {
    remote: [...found.remote],
    script: [...found.script],
    connect: [...found.connect],
    image: [...found.image],
    api: [...found.api],
    data: [...found.data],
  };
}

const directive = (name: string, sources: Iterable<string>): string =>
  `${name} ${[...new Set(sources)].join(' ')}`;

/**
 * The shell page's policy. No 'unsafe-inline' or 'unsafe-eval' for scripts: index.html carries no inline
 * script and the production build uses no eval. Styles come as files (mini-css-extract) from the shell and
 * the remotes; React's style props go through the CSSOM, which CSP does not restrict.
 */
export function shellContentSecurityPolicy(config: unknown): string {
  const hosts = hostsInConfig(config);
  const self = "'self'";
  return [
    directive('default-src', [self]),
    directive('script-src', [self, ...hosts.remote, ...hosts.script]),
    directive('style-src', [self, ...hosts.remote]),
    directive('img-src', [
      self,
      'data:',
      'blob:',
      ...hosts.remote,
      ...hosts.image,
      ...hosts.api,
      ...hosts.script,
      ...hosts.data,
    ]),
    directive('font-src', [self, 'data:', ...hosts.remote]),
    directive('connect-src', [
      self,
      ...hosts.remote,
      ...hosts.api,
      ...hosts.image,
      ...hosts.script,
      ...hosts.connect,
      ...hosts.data,
    ]),
    // The identity widget and payment pages of the script hosts may draw in an iframe.
    directive('frame-src', [self, ...hosts.script]),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A remote's own pages (its index.html, opened alone while developing) load only from its own origin. The
 * scripts the shell loads from a remote run under the shell page's policy, not this one.
 */
export const REMOTE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function shellSecurityHeaders(config: unknown, overHttps = false): Record<string, string> {
  return {
    ...BASE_HEADERS,
    ...transportHeaders(overHttps),
    'content-security-policy': shellContentSecurityPolicy(config),
  };
}

export function remoteSecurityHeaders(overHttps = false): Record<string, string> {
  return {
    ...BASE_HEADERS,
    ...transportHeaders(overHttps),
    'content-security-policy': REMOTE_CONTENT_SECURITY_POLICY,
  };
}
