// The origins the shell's pages are opened at, from configuration only. The request's Host header (and a
// proxy's X-Forwarded-Host) is the client's to set, so nothing the page carries (its runtime config, its
// script policy, the origin it is rendered for) is taken from it: the Host only picks one of these
// origins, and any other Host gets the public one.
import type { FastifyRequest } from 'fastify';

export interface ShellOrigins {
  /** `PUBLIC_ORIGIN`: the shell's origin as shoppers open it. */
  public: string;
  /** Every origin the shell answers at, the public one first (`SHELL_ORIGINS`). */
  all: readonly string[];
}

/** Bind addresses that name no host to open (every interface). */
const WILDCARD_BINDS: ReadonlySet<string> = new Set(['', '0.0.0.0', '::', '[::]']);
/** The names of this machine a browser on it may use for the same store. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** An http(s) origin (scheme, host, port: nothing else), or an error naming the variable it came from. */
function originOf(value: string, variable: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // reported below
  }
  const plain =
    url !== null &&
    /^https?:$/.test(url.protocol) &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!url || !plain) {
    throw new Error(`${variable}: "${value}" is not an origin such as https://shop.example.com`);
  }
  return url.origin;
}

/** A host for a URL: an IPv6 address in brackets. */
const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * The shell's origins: `PUBLIC_ORIGIN`, by default `http://<HOST>:<shell port>` (`localhost` for a
 * wildcard bind), and `SHELL_ORIGINS` (comma-separated), by default the other loopback names when the
 * public origin is on this machine (a browser there may open localhost or 127.0.0.1 alike).
 */
export function shellOriginsFrom(env: NodeJS.ProcessEnv, shellPort: number): ShellOrigins {
  const bind = (env.HOST ?? 'localhost').trim();
  const host = WILDCARD_BINDS.has(bind) ? 'localhost' : urlHost(bind);
  const publicOrigin = env.PUBLIC_ORIGIN
    ? originOf(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN')
    : originOf(`http://${host}:${shellPort}`, 'HOST');
  const listed =
    env.SHELL_ORIGINS !== undefined
      ? env.SHELL_ORIGINS.split(',')
          .map((value) => value.trim())
          .filter(Boolean)
          .map((value) => originOf(value, 'SHELL_ORIGINS'))
      : loopbackTwins(publicOrigin);
  return { public: publicOrigin, all: [...new Set([publicOrigin, ...listed])] };
}

/** The same origin under this machine's other names, when it is one of them. */
function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [];
  return LOOPBACK_NAMES.map((name) => {
    const twin = new URL(origin);
    twin.hostname = name;
    return twin.origin;
  });
}

/**
 * The configured origin a request was made to (its protocol, as a proxy on this machine tells it, and
 * its Host), or the public origin when the request names none of them.
 */
export function shellOriginOf(origins: ShellOrigins, request: FastifyRequest): string {
  let asked: string;
  try {
    asked = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return origins.public;
  }
  return origins.all.includes(asked) ? asked : origins.public;
}
