// The home page's largest paint is its first banner (every Lighthouse run of issue 10). The browser
// learns its address only from the banners answer, which the page asks for after main.js, the shared
// libraries and the storefront's files, and the picture is one more round trip after that. The
// server knows the address already: the HTML preloads the picture, so it is in the cache when the
// banner renders. Measured (Lighthouse mobile, applied throttling, 3 runs): home LCP 3830 -> 3291 ms,
// FCP unchanged.
import { buildImageSources, type ImageSources } from '../../shared-lib/src/domain/imageUrl';
import { splitLocalePath } from '../../shared-lib/src/domain/locale';
import type { RuntimeConfig } from '../../shared-lib/src/platform/runtimeConfig';
import { imageHosts } from '../../shared-lib/src/ui/imageHosts';
import { mediaUrl } from '../../shared-lib/src/ui/mediaUrl';
import { remotePageOf } from './pageHints';

/** The banners answer is kept this long per language; an older one is still used while it refreshes. */
export const HERO_CACHE_MS = 60_000;
/** A page waits at most this long for a first banners answer, then goes without the hint. */
export const HERO_WAIT_MS = 300;
/** HomeBanners' picture: the banner preset (spec 9), the first banner of the list. */
const HERO_PRESET = 'banner';

/** The first banner's image path (as store-api answers it) in a language, or null when there is none. */
export type FirstBannerImage = (language: string) => Promise<string | null>;

type ImageConfig = Pick<RuntimeConfig, 'imageCdn' | 'mediaBase'>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A preload the <img> will take: same URL and srcset (so the same density is chosen), same priority. */
export function imagePreloadTag({ src, srcSet }: ImageSources): string {
  const set = srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${set} fetchpriority="high">`;
}

/** The first banner from store-api's own route, the way the page's api client asks for it. */
export function firstBannerFromStoreApi(upstream: string): FirstBannerImage {
  return async (language) => {
    const response = await fetch(`${upstream}/hpms/product/index/banner`, {
      headers: { 'accept-language': language },
      signal: AbortSignal.timeout(HERO_CACHE_MS / 2),
    });
    const body = (await response.json()) as { code?: number; data?: Array<{ image?: unknown }> };
    const image = body.code === 200 ? body.data?.[0]?.image : undefined;
    return typeof image === 'string' && image ? image : null;
  };
}

/**
 * The hero picture's preload for one page request: only the home page (in any language) has one. A
 * failed or slow banners answer costs the page nothing but the hint.
 */
export function heroImageHints(firstBanner: FirstBannerImage, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; image: Promise<string | null> }>();

  const lookUp = (language: string): Promise<string | null> => {
    const kept = cache.get(language);
    if (kept && now() - kept.at < HERO_CACHE_MS) return kept.image;
    const image = firstBanner(language).catch(() => null);
    if (!kept) {
      cache.set(language, { at: now(), image });
      return image;
    }
    // Stale: answer with what is kept, and keep the new answer once it has come.
    kept.at = now();
    void image.then((fresh) => cache.set(language, { at: now(), image: Promise.resolve(fresh) }));
    return kept.image;
  };

  return async (pathname: string, config: ImageConfig): Promise<string> => {
    const page = remotePageOf(pathname);
    if (page?.remote !== 'storefront' || page.module !== 'HomePage') return '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, HERO_WAIT_MS, null);
    });
    const image = await Promise.race([lookUp(splitLocalePath(pathname).language), timeout]).finally(() =>
      clearTimeout(timer),
    );
    if (!image) return '';
    return imagePreloadTag(buildImageSources(mediaUrl(image, config), imageHosts(config), HERO_PRESET));
  };
}
