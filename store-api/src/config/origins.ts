// Origins from configuration: the store's own (where payment and sign-in send the shopper back) and the
// ones allowed to call the API from a browser (CORS). Never taken from a request.

/** The shell of `npm start` on this machine: the store's origins when nothing is configured. */
export const LOCAL_SHELL_ORIGINS: readonly string[] = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** An http(s) origin exactly as a browser writes it (scheme, host, port; no path, no trailing slash). */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** "a, b ,c" from the environment into origins; unset gives the defaults, entries that are not origins are dropped. */
export function parseOrigins(raw: string | undefined, defaults: readonly string[]): string[] {
  if (raw === undefined) return [...defaults];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(isOrigin);
}
