// First reads: the GETs a page makes as it first renders. The shell's entry can start them while the
// shared libraries still download, and the api client takes those answers instead of asking again
// (shell/src/startup/earlyReads.ts; issue 10: one round trip less before a page's content).
// Most are public: the answer depends on the address, the language and the country only. Personal
// reads (`personal`) also depend on who asks and the currency: the top-up page's v4 detail (the coupons
// this shopper may capture) and a member's own orders. The entry sends them with the stored token, if
// any, and the api client takes one only for a call with the same token, in the same currency. Member
// reads (`memberOnly`) are not started without a stored token.
// No imports but import-free files: the shell's entry bundles this file.
import { CENTER_TAB_PARAM, RECENT_ORDERS_QUERY, tabFromQuery } from '../domain/accountCenter';
import { orderListQuery, orderPageOf, statusFilterOf } from '../domain/orderList';
import { fillPath } from './fillPath';
import type { OrderListQuery } from './orderTypes';

/** Spec 7: the home index is asked for with a header naming index version v2. */
export const INDEX_VERSION_HEADER = 'H-index-version';
export const INDEX_VERSION = 'v2';

/** Articles per page of the blog and news lists: the list and its early read must ask the same. */
export const ARTICLE_PAGE_SIZE = 6;
/** The article category the news pages list (store-api seeds guides, news and deals). */
export const NEWS_CATEGORY = 'news';

export interface ArticleListQuery {
  pageNum?: number;
  pageSize?: number;
  category?: string;
}

export interface PublicRead {
  /** Spec path, may hold `:name` or `{name}` parameters taken from `params`. */
  path: string;
  /** Path parameters, then the query. */
  params?: Record<string, string>;
  /** Extra headers of the call (the home index version). */
  headers?: Record<string, string>;
  /** The answer also depends on who asks (the token, none for a guest) and the currency. */
  personal?: true;
  /** Only a member makes it (their orders): nothing to start without a stored token. */
  memberOnly?: true;
}

/** The public reads of spec 7 that a page makes as it first renders. The api modules ask through these. */
export const publicReads = {
  banners: (): PublicRead => ({ path: '/hpms/product/index/banner' }),
  homeIndex: (): PublicRead => ({
    path: '/hpms/product/index/v2',
    headers: { [INDEX_VERSION_HEADER]: INDEX_VERSION },
  }),
  popups: (): PublicRead => ({ path: '/hpms/product/index/popups' }),
  /** `prefix: 'blog'` asks for the blog's list (spec 7). */
  recommendConfig: (query: { prefix?: 'blog' } = {}): PublicRead => ({
    path: '/hpms/product/recommend/config',
    params: { ...query },
  }),
  article: (slug: string): PublicRead => ({ path: '/public/blog/article/:slug', params: { slug } }),
  /** One query order whoever asks, so a list's early read has the address the list asks for. */
  articles: ({ pageNum, pageSize, category }: ArticleListQuery = {}): PublicRead => ({
    path: '/public/blog/article',
    params: definedOnly({ pageNum, pageSize, category }),
  }),
  menu: (): PublicRead => ({ path: '/hpms/product/index/v2/menu' }),
  menuItem: (id: string): PublicRead => ({ path: '/hpms/product/index/v2/menu/{id}', params: { id } }),
  /** Read by the shell's start on any page while no fresh list is kept (CurrencyStore). */
  currencies: (): PublicRead => ({ path: '/hms/currency/v2' }),
  productSeo: (sn: string): PublicRead => ({ path: '/hpms/product/sn/{sn}/seo', params: { sn } }),
  productDelivery: (sn: string): PublicRead => ({ path: '/hpms/product/sn/{sn}/delivery', params: { sn } }),
  /** v4: priced in the H-currency header's currency, with the coupons this shopper may still capture. */
  productDetail: (id: string): PublicRead => ({
    path: '/hpms/product/v4/{id}',
    params: { id },
    personal: true,
  }),
};

/**
 * Spec 7: the timestamp query `t` with which some calls defeat caches. It names no other answer, so
 * an early read's key leaves it out (the entry's `t` is a second older than the page's).
 */
export const FRESHNESS_PARAM = 't';

/** A member's own reads. The api modules ask through these too, so both send one address. */
export const memberReads = {
  /** The member behind the token (spec 4 "Login"); the store's server reads it to render a member's page. */
  userInfo: (): PublicRead => ({ path: '/sso/info/ex/refresh', personal: true, memberOnly: true }),
  /** The member's order counts by status. */
  orderTotals: (): PublicRead => ({ path: '/homs/order/total', personal: true, memberOnly: true }),
  /** The member's orders, the query in the order given, after a fresh `t` (spec 7). */
  orders: (query: OrderListQuery = {}): PublicRead => ({
    path: '/homs/order',
    params: { [FRESHNESS_PARAM]: String(Date.now()), ...definedOnly({ ...query }) },
    personal: true,
    memberOnly: true,
  }),
};

/** An article page: the article, then the products beside it. */
const articleWithRelated = (slug: string): PublicRead[] => [
  publicReads.article(slug),
  publicReads.recommendConfig({ prefix: 'blog' }),
];

/** A list's first page, as ArticleList asks for it. */
const firstArticlePage = (category?: string): PublicRead =>
  publicReads.articles({ pageNum: 1, pageSize: ARTICLE_PAGE_SIZE, category });

function definedOnly(values: Record<string, string | number | undefined>): Record<string, string> {
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) defined[name] = String(value);
  return defined;
}

/** OrdersPanel: the counts, then the list the address names (domain/orderList.ts). */
const ordersPanelReads = (query: URLSearchParams): PublicRead[] => [
  memberReads.orderTotals(),
  memberReads.orders(orderListQuery(statusFilterOf(query), orderPageOf(query))),
];

/** A route's parameters, decoded, as the page's router gives them, and what the server found from them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * The reads each remote page makes on its first render, by the route table's `remote/module`, from the
 * route's parameters and the address's query. A page that stops making one of them leaves its early
 * answer unused: the shell warns, and the e2e test of first reads (e2e/composition.spec.ts) fails.
 */
export const FIRST_READS: Readonly<
  Record<string, (params: RouteParams, query: URLSearchParams) => PublicRead[]>
> = {
  // HomeBanners, HomePopups, useHomeIndex and the hot list.
  'storefront/HomePage': () => [
    publicReads.banners(),
    publicReads.homeIndex(),
    publicReads.recommendConfig(),
    publicReads.popups(),
  ],
  // useTopUpProduct resolves the link name through the home index, then reads the product by its sn. The
  // store's server finds the sn in the same index and adds it to the parameters (scripts/serve/resolvedParams.ts).
  'storefront/TopUpPage': ({ sn }) => [
    publicReads.homeIndex(),
    ...(sn
      ? [publicReads.productDetail(sn), publicReads.productDelivery(sn), publicReads.productSeo(sn)]
      : []),
  ],
  'storefront/TopUpListPage': () => [publicReads.homeIndex()],
  // The menu, then the chosen category's products (?id=, else the first). The store's server finds that
  // category in the same menu and adds it to the parameters (scripts/serve/resolvedParams.ts).
  'storefront/ClassifyPage': ({ menuId }) => [
    publicReads.menu(),
    ...(menuId ? [publicReads.menuItem(menuId)] : []),
  ],
  // ArticleView (the article is the route's title) and its RelatedProducts.
  'content/BlogArticlePage': ({ title }) => (title ? articleWithRelated(title) : []),
  'content/NewsArticlePage': ({ title }) => (title ? articleWithRelated(title) : []),
  // ArticleList's first page.
  'content/BlogListPage': () => [firstArticlePage()],
  'content/BlogCategoryPage': ({ slug }) => (slug ? [firstArticlePage(slug)] : []),
  'content/NewsCategoryPage': () => [firstArticlePage(NEWS_CATEGORY)],
  // Not /product/review: whether it reads the index depends on its query, which the server does not name.
  // The overview's RecentOrders (the member card needs no read: the session check is the shell's), or
  // the orders tab's OrdersPanel. Not the coupons tab: its lists are the user store's.
  'account/UserCenterPage': (_params, query) => {
    const tab = tabFromQuery(query.get(CENTER_TAB_PARAM));
    if (tab === 'overview') return [memberReads.orders(RECENT_ORDERS_QUERY)];
    return tab === 'order' ? ordersPanelReads(query) : [];
  },
  'account/UserOrdersPage': (_params, query) => ordersPanelReads(query),
};

/**
 * The address of a GET below the API prefix: the path with its parameters filled, the rest as the
 * query in the order given. Null when a query value is not a plain string or number (such a call is
 * never a public read).
 */
export function readAddress(path: string, params: Record<string, unknown> = {}): string | null {
  return filledAddress(fillPath(path, params));
}

/** The same for a path already filled (the api client fills each path once). */
export function filledAddress({ url, rest }: { url: string; rest: Record<string, unknown> }): string | null {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** Who a personal read's answer is for: the token (null for a guest) and the currency it is priced in. */
export interface ReadPerson {
  token: string | null;
  currency: string;
}

/** The address without the freshness timestamp. */
export function keyAddress(address: string): string {
  const at = address.indexOf('?');
  if (at < 0) return address;
  const query = new URLSearchParams(address.slice(at + 1));
  if (!query.has(FRESHNESS_PARAM)) return address;
  query.delete(FRESHNESS_PARAM);
  const rest = query.toString();
  return rest ? `${address.slice(0, at)}?${rest}` : address.slice(0, at);
}

/**
 * What identifies a first read's answer: its address (but for `t`) and the two headers it depends on.
 * A personal read's key also names whose it is (a guest's, or a member's by the token) and the
 * currency, so nobody else's call and no other currency takes it. The key stays in memory.
 */
export function readKey(address: string, language: string, country: string, person?: ReadPerson): string {
  const whose =
    person === undefined
      ? ''
      : ` ${person.token === null ? 'guest' : `member ${person.token}`} ${person.currency.toUpperCase()}`;
  return `${language} ${country.toUpperCase()}${whose} ${keyAddress(address)}`;
}
