import { buildImageSources } from '../../shared-lib/src/domain/imageUrl';
import {
  HERO_CACHE_ENTRIES,
  HERO_CACHE_MS,
  HERO_WAIT_MS,
  heroImageHints,
  heroPictureOf,
  imagePreloadTag,
  type StoreApiData,
} from './heroImageHint';

const config = { mediaBase: '' };
const BANNER = '/media/products/mobile-legends.svg';
const ARTICLE_PIC = '/media/articles/how-to-top-up.svg';
const INDEX = {
  sections: [
    { key: 'hot', products: [{ pic: '/media/products/hot.svg' }] },
    { key: 'all', products: [{ pic: '/media/products/first.svg' }, { pic: '/media/products/second.svg' }] },
  ],
};

/** store-api as the home page and a blog article read it, recording what was asked. */
function storeApi(banner: string | null = BANNER) {
  const asked: string[] = [];
  const data = jest.fn<ReturnType<StoreApiData>, Parameters<StoreApiData>>(async (apiPath, language) => {
    asked.push(`${language} ${apiPath}`);
    if (apiPath === '/hpms/product/index/banner')
      return banner ? [{ image: banner }, { image: '/x.svg' }] : [];
    if (apiPath.startsWith('/public/blog/article/')) return { pic: ARTICLE_PIC, title: 'How to' };
    if (apiPath === '/hpms/product/index/v2') return INDEX;
    return null;
  });
  return { asked, data };
}

describe('heroPictureOf', () => {
  it.each([
    ['/', '/hpms/product/index/banner'],
    ['/zh-TW', '/hpms/product/index/banner'],
    ['/blog/guides/how-to-top-up', '/public/blog/article/how-to-top-up'],
    ['/zh-TW/blog/guides/a%20b', '/public/blog/article/a%20b'],
    ['/news/zenless-zone-zero-anniversary', '/public/blog/article/zenless-zone-zero-anniversary'],
    ['/zh-TW/top-up', '/hpms/product/index/v2'],
  ])('%s: its picture comes from %s', (pathname, apiPath) => {
    expect(heroPictureOf(pathname)?.apiPath).toBe(apiPath);
  });

  it.each([
    '/top-up/mobile-legends',
    '/blog',
    '/blog/guides',
    '/blog/guides/%E0%A4%A',
    '/news/category',
    '/user',
    '/no/such/page',
    '/error/404',
  ])('%s has none', (pathname) => {
    expect(heroPictureOf(pathname)).toBeNull();
  });
});

describe('heroImageHints', () => {
  it("preloads the home page's first banner as the banner renders it: preset URL, srcset, high priority", async () => {
    const { data, asked } = storeApi();
    const hints = heroImageHints(data);
    expect(await hints('/', config)).toBe(
      '<link rel="preload" as="image" href="/media/products/mobile-legends.svg?w=1200&amp;h=345&amp;q=95"' +
        ' imagesrcset="/media/products/mobile-legends.svg?w=1200&amp;h=345&amp;q=95 1x,' +
        ' /media/products/mobile-legends.svg?w=2400&amp;h=690&amp;q=95 2x" fetchpriority="high">',
    );
    expect(await hints('/zh-TW', config)).toContain('mobile-legends.svg');
    expect(asked).toEqual(['en /hpms/product/index/banner', 'zh-TW /hpms/product/index/banner']);
  });

  it("preloads a blog article's picture by the URL the article renders (no preset)", async () => {
    const { data, asked } = storeApi();
    expect(await heroImageHints(data)('/zh-TW/blog/guides/how-to-top-up', config)).toBe(
      `<link rel="preload" as="image" href="${ARTICLE_PIC}" fetchpriority="high">`,
    );
    expect(asked).toEqual(['zh-TW /public/blog/article/how-to-top-up']);
  });

  it("preloads the top-up list's first card: the index's first product of all, through mediaUrl", async () => {
    const { data, asked } = storeApi();
    const cdn = { mediaBase: 'https://media.example.com' };
    expect(await heroImageHints(data)('/top-up', cdn)).toBe(
      '<link rel="preload" as="image" href="https://media.example.com/media/products/first.svg" fetchpriority="high">',
    );
    expect(asked).toEqual(['en /hpms/product/index/v2']);
    expect(data).toHaveBeenCalledWith('/hpms/product/index/v2', 'en', { 'H-index-version': 'v2' });
  });

  it('gives the top-up list no hint when the index has no products of all', async () => {
    const data = jest.fn<ReturnType<StoreApiData>, Parameters<StoreApiData>>(async () => ({
      sections: [{ key: 'all', products: [] }],
    }));
    expect(await heroImageHints(data)('/top-up', config)).toBe('');
    expect(await heroImageHints(async () => ({ sections: 'broken' }))('/top-up', config)).toBe('');
  });

  it('follows the media base and CDN aliases of the config the page gets', async () => {
    const hints = heroImageHints(storeApi().data);
    const cdn = {
      mediaBase: 'https://bucket.s3.example.com',
      imageCdn: { aliases: { 'bucket.s3.example.com': 'img.example.com' } },
    };
    expect(await hints('/', cdn)).toContain(
      'href="https://img.example.com/media/products/mobile-legends.svg?w=1200',
    );
  });

  it('asks store-api nothing for a page without a hero picture', async () => {
    const { data } = storeApi();
    expect(await heroImageHints(data)('/top-up/mobile-legends', config)).toBe('');
    expect(data).not.toHaveBeenCalled();
  });

  it('gives no hint without a picture, or when store-api fails', async () => {
    expect(await heroImageHints(storeApi(null).data)('/', config)).toBe('');
    const failing = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await heroImageHints(failing)('/', config)).toBe('');
  });

  it('does not hold a page longer than HERO_WAIT_MS for a slow answer; the next page has the hint', async () => {
    jest.useFakeTimers();
    try {
      let answer: (data: unknown) => void = () => undefined;
      const slow = jest.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
      const hints = heroImageHints(slow);
      const first = hints('/', config);
      await jest.advanceTimersByTimeAsync(HERO_WAIT_MS);
      await expect(first).resolves.toBe('');
      answer([{ image: BANNER }]);
      await expect(hints('/', config)).resolves.toContain('mobile-legends.svg');
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks store-api once per HERO_CACHE_MS; a stale answer serves until the new one has come', async () => {
    let clock = 0;
    const images = ['/media/a.svg', '/media/b.svg'];
    const data = jest.fn(async () => [{ image: images.shift() }]);
    const hints = heroImageHints(data, () => clock);
    expect(await hints('/', config)).toContain('/media/a.svg');
    clock = HERO_CACHE_MS - 1;
    expect(await hints('/', config)).toContain('/media/a.svg');
    expect(data).toHaveBeenCalledTimes(1);

    clock = HERO_CACHE_MS + 1;
    expect(await hints('/', config)).toContain('/media/a.svg');
    expect(await hints('/', config)).toContain('/media/b.svg');
    expect(data).toHaveBeenCalledTimes(2);
  });

  it('keeps at most HERO_CACHE_ENTRIES answers, dropping the oldest', async () => {
    const { data } = storeApi();
    const hints = heroImageHints(data);
    await hints('/blog/guides/article-0', config);
    for (let n = 1; n <= HERO_CACHE_ENTRIES; n += 1) await hints(`/blog/guides/article-${n}`, config);
    expect(data).toHaveBeenCalledTimes(HERO_CACHE_ENTRIES + 1);
    await hints(`/blog/guides/article-${HERO_CACHE_ENTRIES}`, config); // still kept
    expect(data).toHaveBeenCalledTimes(HERO_CACHE_ENTRIES + 1);
    await hints('/blog/guides/article-0', config); // dropped: asked again
    expect(data).toHaveBeenCalledTimes(HERO_CACHE_ENTRIES + 2);
  });
});

describe('imagePreloadTag', () => {
  it('escapes what could end the attribute', () => {
    const sources = buildImageSources('/media/x".svg?a=<b>&c', { defaultHost: '', cdnAliases: {} });
    expect(imagePreloadTag(sources)).toBe(
      '<link rel="preload" as="image" href="/media/x&quot;.svg?a=&lt;b>&amp;c" fetchpriority="high">',
    );
  });
});
