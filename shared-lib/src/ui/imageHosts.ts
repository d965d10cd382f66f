import type { ImageHosts } from '../domain/imageUrl';
import { getRuntimeConfig } from '../platform/runtimeConfig';

/** Image hosts from runtime config; relative paths fall back to mediaBase, as mediaUrl does. */
export function imageHosts(): ImageHosts {
  const { imageCdn, mediaBase } = getRuntimeConfig();
  return { defaultHost: imageCdn?.defaultHost ?? mediaBase, cdnAliases: imageCdn?.aliases ?? {} };
}
