// Addresses of the store's pages that storefront pages link to (the route table routes), in one place.

/** A product's details: denominations and prices. */
export const productDetailsPath = (productId: number) => `/product/${productId}`;
/** More goods: every product of a store category. */
export const moreGoodsPath = (menuId: number) => `/Good/${menuId}`;
/** Selling items and credits to the store. */
export const SELL_ONLINE_PATH = '/sellOnline';
/** The order detail (checkout), where an unpaid order is paid or cancelled. */
export const orderDetailPath = (orderId: number) => `/order/detail?oid=${orderId}`;

/** The search page's query parameter. */
export const SEARCH_PARAM = 'q';
export const SEARCH_PATH = '/search';
export const searchPath = (query: string) => `${SEARCH_PATH}?${SEARCH_PARAM}=${encodeURIComponent(query)}`;
