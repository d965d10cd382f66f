import {
  ARTICLE_PAGE_SIZE,
  FIRST_READS,
  INDEX_VERSION,
  INDEX_VERSION_HEADER,
  filledAddress,
  publicReads,
  readAddress,
  readKey,
} from './publicReads';
import { fillPath } from './fillPath';

const addresses = (page: string, params: Record<string, string | undefined> = {}) =>
  (FIRST_READS[page]?.(params) ?? []).map((read) => readAddress(read.path, read.params));

describe('readAddress', () => {
  it('fills path parameters (encoded) and puts the rest in the query, in order', () => {
    expect(readAddress('/public/blog/article/:slug', { slug: 'a b/c' })).toBe(
      '/public/blog/article/a%20b%2Fc',
    );
    expect(readAddress('/public/blog/article', { pageNum: 2, category: 'guides & news' })).toBe(
      '/public/blog/article?pageNum=2&category=guides+%26+news',
    );
    expect(readAddress('/hpms/product/recommend/config', { prefix: undefined })).toBe(
      '/hpms/product/recommend/config',
    );
  });

  it('is the same address for a path the caller has filled already', () => {
    const params = { slug: 'a b', pageNum: 2 };
    expect(filledAddress(fillPath('/public/blog/article/:slug', params))).toBe(
      readAddress('/public/blog/article/:slug', params),
    );
  });

  it('names no address for a query that is not plain values', () => {
    expect(readAddress('/x', { ids: [1, 2] })).toBeNull();
    expect(readAddress('/x', { on: true })).toBeNull();
  });
});

describe('readKey', () => {
  it('is the language, the country (upper case) and the address', () => {
    expect(readKey('/hpms/product/index/v2', 'zh-TW', 'tw')).toBe('zh-TW TW /hpms/product/index/v2');
  });

  it("also names a guest read's currency, so no member's call and no other currency takes it", () => {
    expect(readKey('/hpms/product/v4/1', 'en', 'US', 'twd')).toBe('en US guest TWD /hpms/product/v4/1');
  });
});

describe('FIRST_READS', () => {
  it('names the home page reads: banners, index (with its version header), hot list, popups', () => {
    expect(addresses('storefront/HomePage')).toEqual([
      '/hpms/product/index/banner',
      '/hpms/product/index/v2',
      '/hpms/product/recommend/config',
      '/hpms/product/index/popups',
    ]);
    expect(publicReads.homeIndex().headers).toEqual({ [INDEX_VERSION_HEADER]: INDEX_VERSION });
  });

  it('names the top-up page index and a blog article with its related products', () => {
    expect(addresses('storefront/TopUpPage', { linkName: 'mobile-legends' })).toEqual([
      '/hpms/product/index/v2',
    ]);
    // With the sn the server found in the index: the product's detail (a guest read), delivery and SEO.
    const topUp = FIRST_READS['storefront/TopUpPage']?.({ linkName: 'mobile-legends', sn: 'ml 1' }) ?? [];
    expect(topUp.map((read) => [readAddress(read.path, read.params), read.guestOnly ?? false])).toEqual([
      ['/hpms/product/index/v2', false],
      ['/hpms/product/v4/ml%201', true],
      ['/hpms/product/sn/ml%201/delivery', false],
      ['/hpms/product/sn/ml%201/seo', false],
    ]);
    expect(addresses('content/BlogArticlePage', { slug: 'guides', title: 'how-to' })).toEqual([
      '/public/blog/article/how-to',
      '/hpms/product/recommend/config?prefix=blog',
    ]);
    expect(addresses('content/BlogArticlePage', { slug: 'guides' })).toEqual([]);
  });

  it('names the top-up list, the category menu and a news article', () => {
    expect(addresses('storefront/TopUpListPage')).toEqual(['/hpms/product/index/v2']);
    expect(addresses('storefront/ClassifyPage')).toEqual(['/hpms/product/index/v2/menu']);
    // With the category the server found in the menu for the address.
    expect(addresses('storefront/ClassifyPage', { menuId: '2' })).toEqual([
      '/hpms/product/index/v2/menu',
      '/hpms/product/index/v2/menu/2',
    ]);
    expect(addresses('content/NewsArticlePage', { title: 'sale' })).toEqual([
      '/public/blog/article/sale',
      '/hpms/product/recommend/config?prefix=blog',
    ]);
    expect(addresses('content/NewsArticlePage')).toEqual([]);
  });

  it("names an article list's first page, in the order the list asks for it", () => {
    const size = `pageSize=${ARTICLE_PAGE_SIZE}`;
    expect(addresses('content/BlogListPage')).toEqual([`/public/blog/article?pageNum=1&${size}`]);
    expect(addresses('content/BlogCategoryPage', { slug: 'deals' })).toEqual([
      `/public/blog/article?pageNum=1&${size}&category=deals`,
    ]);
    expect(addresses('content/BlogCategoryPage')).toEqual([]);
    expect(addresses('content/NewsCategoryPage')).toEqual([
      `/public/blog/article?pageNum=1&${size}&category=news`,
    ]);
    // Whatever order a caller writes, the list asks in one order.
    const read = publicReads.articles({ category: 'deals', pageSize: 6, pageNum: 1 });
    expect(readAddress(read.path, read.params)).toBe(
      '/public/blog/article?pageNum=1&pageSize=6&category=deals',
    );
  });

  it('names nothing for pages whose first reads belong to the member or to their query', () => {
    expect(FIRST_READS['content/ProductReviewPage']).toBeUndefined();
    expect(FIRST_READS['content/ReviewPage']).toBeUndefined();
    expect(FIRST_READS['account/UserCenterPage']).toBeUndefined();
  });
});
