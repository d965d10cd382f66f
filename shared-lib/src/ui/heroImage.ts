import { buildImageSources, type ImagePresetName, type ImageSources } from '../domain/imageUrl';
import { imageHosts } from './imageHosts';

/**
 * A page head's picture (routing/routeModule.ts `image`) as `<Image src preset>` loads it, so the
 * preload the store's server writes is the request the picture then makes.
 */
export function heroImage(src: string, preset?: ImagePresetName): ImageSources {
  return buildImageSources(src, imageHosts(), preset);
}
