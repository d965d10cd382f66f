// The route table link rule: a banner or link target is a site path, an external page, or refused. Targets
// come from the API and editors, so anything that could run script, carry credentials or pass for
// our host is refused rather than guessed at.

export type LinkTarget =
  | { kind: 'internal'; path: string; search: string; hash: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused' };

export interface LinkContext {
  /** Origin of the page, e.g. `https://shop.example.com`. */
  origin: string;
  /** Host names that also count as the site (other domains of the same store). */
  siteHosts: readonly string[];
}

const REFUSED: LinkTarget = { kind: 'refused' };

// Browsers drop tabs and newlines inside URLs (`java\tscript:`) and read `\` as `/` (`/\evil.com`):
// such targets are never legitimate, so they are refused before parsing.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;

const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function internal(url: URL): LinkTarget {
  // `https://ours//evil.com` has the path `//evil.com`, which a router would send off-site.
  if (url.pathname.startsWith('//')) return REFUSED;
  return { kind: 'internal', path: url.pathname, search: url.search, hash: url.hash };
}

/** Classifies a link target for `useFollowLink`. */
export function classifyLink(target: string, { origin, siteHosts }: LinkContext): LinkTarget {
  const value = target.trim();
  if (!value || UNSAFE_CHARS.test(value)) return REFUSED;
  const page = parse(origin);
  if (!page) return REFUSED;

  if (value.startsWith('/')) {
    // `//evil.com` is protocol-relative: another host that looks like a path.
    if (value.startsWith('//')) return REFUSED;
    const url = parse(value, page.origin);
    return url && url.origin === page.origin ? internal(url) : REFUSED;
  }

  // Anything else must be an absolute http(s) address: no `javascript:`, `data:`, `https:evil.com`.
  if (!ABSOLUTE_HTTP.test(value)) return REFUSED;
  const url = parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return REFUSED;
  // `https://shop.example.com@evil.net` shows our name but goes to evil.net.
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#]/)[0] ?? '';
  if (url.username || url.password || authority.includes('@')) return REFUSED;

  const host = normalizeHost(url.hostname);
  const ours = [normalizeHost(page.hostname), ...siteHosts.map(normalizeHost)].filter(Boolean);
  if (ours.includes(host)) return internal(url);
  // `shop.example.com.evil.net`, `evil-shop.example.com`: a host spelling ours but not ours.
  if (ours.some((name) => host.includes(name))) return REFUSED;
  return { kind: 'external', href: url.href };
}
