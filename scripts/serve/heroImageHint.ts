// The largest paint of the home page (its first banner), of the top-up list (its first card) and of
// an article (its picture) is a picture whose address the browser learns only from store-api's
// answer, which the page asks for after main.js, the shared libraries and the remote's files; the
// picture is one more round trip after that. The server can ask store-api itself: the HTML preloads
// the picture, so it is in the cache when the page renders it. Measured (`npm run bench`,
// mobile-applied, 3 runs): LCP home 3858 -> 3281 ms, blog article 3991 -> 3380 ms, news article
// 3389 -> 2880 ms, top-up list 3388 -> 2736 ms; FCP unchanged (bench/README.md).
import {
  buildImageSources,
  type ImagePresetName,
  type ImageSources,
} from '../../shared-lib/src/domain/imageUrl';
import { splitLocalePath } from '../../shared-lib/src/domain/locale';
import type { RuntimeConfig } from '../../shared-lib/src/platform/runtimeConfig';
import { imageHosts } from '../../shared-lib/src/ui/imageHosts';
import { mediaUrl } from '../../shared-lib/src/ui/mediaUrl';
import { publicReads, readAddress } from '../../shared-lib/src/api/publicReads';
import { escapeAttribute, remotePageOf } from './pageHints';
import { answerField as field, type StoreApiData } from './storeApiCache';

/** Where a page's hero picture comes from, and how the page renders it. */
export interface HeroPicture {
  /** store-api's path (no prefix) whose answer names the picture. */
  apiPath: string;
  /** Extra headers of that read (the home index's version). */
  headers?: Record<string, string>;
  /** The picture's path in that answer's data. */
  pick: (data: unknown) => unknown;
  /** The Image preset the page gives it (spec 9); none: the URL only, no srcset. */
  preset?: ImagePresetName;
  /** The page passes the path through mediaUrl first (the home banner does, the article does not). */
  viaMediaUrl: boolean;
}

/**
 * The hero picture of an address (with or without /zh-TW), as its page renders it: HomeBanners, the
 * first ProductCard of the top-up list and of the chosen category (storefront), ArticleView's picture
 * in BlogArticlePage and NewsArticlePage (content). Other pages have none. `resolved` is what the
 * server found for the page (resolvedParams.ts): the category's id.
 */
export function heroPictureOf(pathname: string, resolved: Record<string, string> = {}): HeroPicture | null {
  // The same route and decoded parameters as the page's remote hint.
  const named = remotePageOf(pathname);
  const page = named && `${named.remote}/${named.module}`;
  if (page === 'storefront/HomePage') {
    return {
      apiPath: publicReads.banners().path,
      pick: (data) => (Array.isArray(data) ? field(data[0], 'image') : undefined),
      preset: 'banner',
      viaMediaUrl: true,
    };
  }
  if (page === 'storefront/TopUpListPage') {
    const index = publicReads.homeIndex();
    return {
      apiPath: index.path,
      headers: index.headers,
      pick: (data) => field(firstOf(field(allSection(data), 'products')), 'pic'),
      viaMediaUrl: true,
    };
  }
  if (page === 'storefront/ClassifyPage' && resolved.menuId) {
    const category = publicReads.menuItem(resolved.menuId);
    return {
      apiPath: readAddress(category.path, category.params) ?? '',
      pick: (data) => field(firstOf(field(data, 'products')), 'pic'),
      viaMediaUrl: true,
    };
  }
  const slug = named?.params.title;
  if ((page === 'content/BlogArticlePage' || page === 'content/NewsArticlePage') && slug) {
    const article = publicReads.article(slug);
    return {
      apiPath: readAddress(article.path, article.params) ?? '',
      pick: (data) => field(data, 'pic'),
      viaMediaUrl: false,
    };
  }
  return null;
}

const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);

/** The home index's "all" section, which the top-up list shows (TopUpListPage). */
const allSection = (index: unknown): unknown => {
  const sections = field(index, 'sections');
  return Array.isArray(sections) ? sections.find((section) => field(section, 'key') === 'all') : undefined;
};

/** A preload the <img> will take: same URL and srcset (so the same density is chosen), high priority. */
export function imagePreloadTag({ src, srcSet }: ImageSources): string {
  const set = srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${set} fetchpriority="high">`;
}

type ImageConfig = Pick<RuntimeConfig, 'imageCdn' | 'mediaBase'>;

/**
 * The hero picture's preload for one page request, from store-api's kept answers (storeApiCache.ts). A
 * failed, empty or slow answer costs the page nothing but the hint.
 */
export function heroImageHints(storeApi: StoreApiData) {
  return async (
    pathname: string,
    config: ImageConfig,
    resolved: Record<string, string> = {},
  ): Promise<string> => {
    const hero = heroPictureOf(pathname, resolved);
    if (!hero) return '';
    const image = hero.pick(await storeApi(hero.apiPath, splitLocalePath(pathname).language, hero.headers));
    if (typeof image !== 'string' || !image) return '';
    const source = hero.viaMediaUrl ? mediaUrl(image, config) : image;
    return imagePreloadTag(buildImageSources(source, imageHosts(config), hero.preset));
  };
}
