import { buildImageSources } from '../../shared-lib/src/domain/imageUrl';
import { heroImageHints as hintsOver, heroPictureOf, imagePreloadTag } from './heroImageHint';
import { storeApiCache, type StoreApiData } from './storeApiCache';

/** The hints as the server builds them: over store-api's kept answers. */
const heroImageHints = (data: StoreApiData) => hintsOver(storeApiCache(data));

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

  it("preloads the chosen category's first card, once the server has resolved the category", async () => {
    const data = jest.fn<ReturnType<StoreApiData>, Parameters<StoreApiData>>(async () => ({
      id: 2,
      products: [{ pic: '/media/products/first.svg' }],
    }));
    const hints = heroImageHints(data);
    expect(await hints('/zh-TW/classify', config, { menuId: '2' })).toBe(
      '<link rel="preload" as="image" href="/media/products/first.svg" fetchpriority="high">',
    );
    expect(data.mock.calls[0]).toEqual(['/hpms/product/index/v2/menu/2', 'zh-TW', undefined]);
    expect(await hints('/classify', config)).toBe('');
    expect(data).toHaveBeenCalledTimes(1);
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
});

describe('imagePreloadTag', () => {
  it('escapes what could end the attribute', () => {
    const sources = buildImageSources('/media/x".svg?a=<b>&c', { defaultHost: '', cdnAliases: {} });
    expect(imagePreloadTag(sources)).toBe(
      '<link rel="preload" as="image" href="/media/x&quot;.svg?a=&lt;b>&amp;c" fetchpriority="high">',
    );
  });
});
