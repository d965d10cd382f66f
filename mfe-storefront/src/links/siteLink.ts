// Link targets from the API (banners, popups): a site path, an external https page, or refused.
// Until the shell shares its link rule, the storefront keeps this small version of it: anything
// that could run script (javascript:, data:) or leave the site in disguise is refused.

export type SiteLinkTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string } | { kind: 'refused' };

// Tabs, newlines and backslashes inside URLs are read loosely by browsers: never legitimate here.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

export function classifySiteLink(raw: string, origin: string): SiteLinkTarget {
  const value = raw.trim();
  if (!value || UNSAFE.test(value)) return { kind: 'refused' };
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return { kind: 'refused' }; // protocol-relative: another host
    return { kind: 'internal', path: value };
  }
  if (!/^https:\/\/[^/]/i.test(value)) return { kind: 'refused' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== 'https:' || url.username || url.password) return { kind: 'refused' };
  if (url.origin === origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
