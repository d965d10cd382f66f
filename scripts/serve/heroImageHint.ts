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

/** An answer is kept this long per page and language; an older one is still used while it refreshes. */
export const HERO_CACHE_MS = 60_000;
/** A page waits at most this long for a first answer, then goes without the hint. */
export const HERO_WAIT_MS = 300;
/** Answers kept at most (article addresses are many; the oldest goes first). */
export const HERO_CACHE_ENTRIES = 500;

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

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/**
 * The hero picture of an address (with or without /zh-TW), as its page renders it: HomeBanners and
 * the top-up list's first ProductCard (storefront), ArticleView's picture in BlogArticlePage and
 * NewsArticlePage (content). Other pages have none.
 */
export function heroPictureOf(pathname: string): HeroPicture | null {
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

/** The data of a store-api answer in a language, or null (another code, a failure). */
export type StoreApiData = (
  apiPath: string,
  language: string,
  headers?: Record<string, string>,
) => Promise<unknown>;

/** Asks store-api directly, the way the page's api client asks (its language, the envelope). */
export function storeApiData(upstream: string): StoreApiData {
  return async (apiPath, language, headers = {}) => {
    const response = await fetch(`${upstream}${apiPath}`, {
      headers: { ...headers, 'accept-language': language },
      signal: AbortSignal.timeout(HERO_CACHE_MS / 2),
    });
    const body = (await response.json()) as { code?: unknown; data?: unknown };
    return body.code === 200 ? body.data : null;
  };
}

/** A preload the <img> will take: same URL and srcset (so the same density is chosen), high priority. */
export function imagePreloadTag({ src, srcSet }: ImageSources): string {
  const set = srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${set} fetchpriority="high">`;
}

type ImageConfig = Pick<RuntimeConfig, 'imageCdn' | 'mediaBase'>;

/**
 * The hero picture's preload for one page request. A failed, empty or slow answer costs the page
 * nothing but the hint.
 */
export function heroImageHints(data: StoreApiData, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; image: Promise<string | null> }>();

  const ask = (hero: HeroPicture, language: string) =>
    data(hero.apiPath, language, hero.headers).then(
      (answer) => {
        const image = hero.pick(answer);
        return typeof image === 'string' && image ? image : null;
      },
      () => null,
    );

  const lookUp = (hero: HeroPicture, language: string): Promise<string | null> => {
    const key = `${language} ${hero.apiPath}`;
    const kept = cache.get(key);
    if (kept && now() - kept.at < HERO_CACHE_MS) return kept.image;
    const image = ask(hero, language);
    if (!kept) {
      if (cache.size >= HERO_CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, { at: now(), image });
      return image;
    }
    // Stale: answer with what is kept, and keep the new answer once it has come.
    kept.at = now();
    void image.then((fresh) => {
      if (cache.has(key)) cache.set(key, { at: now(), image: Promise.resolve(fresh) });
    });
    return kept.image;
  };

  return async (pathname: string, config: ImageConfig): Promise<string> => {
    const hero = heroPictureOf(pathname);
    if (!hero) return '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, HERO_WAIT_MS, null);
    });
    const image = await Promise.race([lookUp(hero, splitLocalePath(pathname).language), timeout]).finally(
      () => clearTimeout(timer),
    );
    if (!image) return '';
    const source = hero.viaMediaUrl ? mediaUrl(image, config) : image;
    return imagePreloadTag(buildImageSources(source, imageHosts(config), hero.preset));
  };
}
