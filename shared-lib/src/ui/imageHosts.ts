import type { ImageHosts } from '../domain/imageUrl';
import { getRuntimeConfig, type RuntimeConfig } from '../platform/runtimeConfig';

/**
 * Image hosts from runtime config; relative paths fall back to the runtime config's mediaBase. `config`
 * is the page's runtime config unless given (the store's server passes the one it serves).
 */
export function imageHosts(
  config: Pick<RuntimeConfig, 'imageCdn' | 'mediaBase'> = getRuntimeConfig(),
): ImageHosts {
  const { imageCdn, mediaBase } = config;
  return { defaultHost: imageCdn?.defaultHost ?? mediaBase, cdnAliases: imageCdn?.aliases ?? {} };
}
