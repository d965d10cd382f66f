import {
  ARTICLE_PAGE_SIZE,
  FIRST_READS,
  INDEX_VERSION,
  INDEX_VERSION_HEADER,
  FRESHNESS_PARAM,
  filledAddress,
  memberReads,
  publicReads,
  readAddress,
  readKey,
} from './publicReads';
import { fillPath } from './fillPath';

const addresses = (page: string, params: Record<string, string | undefined> = {}, query = '') =>
  (FIRST_READS[page]?.(params, new URLSearchParams(query)) ?? []).map((read) =>
    readAddress(read.path, read.params),
  );

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

  it("also names whose a personal read is and its currency, so nobody else's call takes it", () => {
    expect(readKey('/hpms/product/v4/1', 'en', 'US', { token: null, currency: 'twd' })).toBe(
      'en US guest TWD /hpms/product/v4/1',
    );
    expect(readKey('/hpms/product/v4/1', 'en', 'US', { token: 'Bearer a', currency: 'USD' })).toBe(
      'en US member Bearer a USD /hpms/product/v4/1',
    );
  });

  it(`leaves out the freshness timestamp ${FRESHNESS_PARAM}, and only it`, () => {
    expect(readKey('/homs/order?t=1&pageNum=1&pageSize=5', 'en', 'US')).toBe(
      readKey('/homs/order?t=2&pageNum=1&pageSize=5', 'en', 'US'),
    );
    expect(readKey('/homs/order?t=1', 'en', 'US')).toBe('en US /homs/order');
    expect(readKey('/x?at=1&t=2&q=a+b', 'en', 'US')).toBe('en US /x?at=1&q=a+b');
    expect(readKey('/x?q=1', 'en', 'US')).not.toBe(readKey('/x?q=2', 'en', 'US'));
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
    // With the sn the server found in the index: the product's detail (a personal read), delivery and SEO.
    const topUp =
      FIRST_READS['storefront/TopUpPage']?.(
        { linkName: 'mobile-legends', sn: 'ml 1' },
        new URLSearchParams(),
      ) ?? [];
    expect(topUp.map((read) => [readAddress(read.path, read.params), read.personal ?? false])).toEqual([
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

  it("names the account centre overview's recent orders, a member's read, and its orders tab's list", () => {
    const [recent, ...others] =
      FIRST_READS['account/UserCenterPage']?.({}, new URLSearchParams('tab=unknown')) ?? [];
    expect(others).toEqual([]);
    expect(recent).toMatchObject({ path: '/homs/order', personal: true, memberOnly: true });
    expect(readAddress(recent?.path ?? '', recent?.params)).toMatch(
      /^\/homs\/order\?t=\d+&pageNum=1&pageSize=5$/,
    );
    // The orders tab: the counts, then the list the address names (its filter and page).
    expect(addresses('account/UserCenterPage', {}, 'tab=order&status=paid&page=2')).toEqual([
      '/homs/order/total',
      expect.stringMatching(/^\/homs\/order\?t=\d+&status=1&pageNum=2&pageSize=10$/),
    ]);
    // The coupons tab's lists are the user store's, asked for by the page.
    expect(addresses('account/UserCenterPage', {}, 'tab=coupons')).toEqual([]);
  });

  it('names the orders page: every order unless the address filters them, from the first page', () => {
    const reads = FIRST_READS['account/UserOrdersPage']?.({}, new URLSearchParams()) ?? [];
    expect(reads.every((read) => read.personal && read.memberOnly)).toBe(true);
    expect(reads.map((read) => readAddress(read.path, read.params))).toEqual([
      '/homs/order/total',
      expect.stringMatching(/^\/homs\/order\?t=\d+&pageNum=1&pageSize=10$/),
    ]);
    expect(addresses('account/UserOrdersPage', {}, 'status=bogus&page=0')).toEqual([
      '/homs/order/total',
      expect.stringMatching(/^\/homs\/order\?t=\d+&pageNum=1&pageSize=10$/),
    ]);
  });

  it("asks for a member's orders with a fresh t first, then the query in the caller's order", () => {
    const read = memberReads.orders({ status: 0, pageSize: 5, pageNum: undefined });
    expect(read.params).toEqual({ t: expect.stringMatching(/^\d+$/), status: '0', pageSize: '5' });
    expect(Object.keys(read.params ?? {})).toEqual(['t', 'status', 'pageSize']);
  });

  it('names nothing for pages whose first reads depend on what the server does not name', () => {
    expect(FIRST_READS['content/ProductReviewPage']).toBeUndefined();
    expect(FIRST_READS['content/ReviewPage']).toBeUndefined();
  });
});
