import { getRuntimeConfig, type RuntimeConfig } from '@topup/shared-lib';

/**
 * Relative media paths are served from the configured media base; absolute and data URLs are kept.
 * `config` is the page's runtime config unless given (the store's server passes the one it serves).
 */
export function mediaUrl(
  path: string,
  config: Pick<RuntimeConfig, 'mediaBase'> = getRuntimeConfig(),
): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${config.mediaBase}${path.startsWith('/') ? path : `/${path}`}`;
}
