// The picture CDN of the runtime config (shared-lib domain/imageUrl.ts rewrites every picture URL with it),
// from the environment: IMAGE_CDN_HOST serves the store's relative pictures (/media/...), e.g. a CDN
// pulling from the shell's /media proxy; IMAGE_CDN_ALIASES maps storage hosts to CDN hosts
// ("bucket.s3.example.com=img.example.com,..."). Read once at start: a malformed value refuses to start.
import type { ImageCdnConfig } from '@topup/shared-lib/rules';

type Env = Record<string, string | undefined>;

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

function cdnOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `IMAGE_CDN_HOST must be an http(s) origin such as https://img.example.com, not "${value}"`,
    );
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search) {
    throw new Error(
      `IMAGE_CDN_HOST must be an http(s) origin such as https://img.example.com, not "${value}"`,
    );
  }
  return url.origin;
}

function aliasesFrom(value: string): Record<string, string> {
  const pairs = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => pair.split('=').map((host) => host.trim().toLowerCase()));
  for (const pair of pairs) {
    if (pair.length !== 2 || !pair.every((host) => HOST_NAME.test(host))) {
      throw new Error(`IMAGE_CDN_ALIASES must list storage=cdn host pairs, not "${pair.join('=')}"`);
    }
  }
  return Object.fromEntries(pairs);
}

/** The runtime config's imageCdn, or undefined when neither variable is set (pictures stay on the page's origin). */
export function imageCdnFrom(env: Env): ImageCdnConfig | undefined {
  const host = env.IMAGE_CDN_HOST?.trim();
  const aliases = env.IMAGE_CDN_ALIASES?.trim();
  if (!host && !aliases) return undefined;
  return {
    ...(host ? { defaultHost: cdnOrigin(host) } : {}),
    ...(aliases ? { aliases: aliasesFrom(aliases) } : {}),
  };
}
