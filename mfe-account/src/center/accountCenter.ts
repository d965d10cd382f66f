// The route table: /user?tab=order shows orders, tab=coupons coupons; no tab (or one it does not know) is the
// overview. The page's loader and its tabs read the address through these.

export const CENTER_TABS = ['overview', 'order', 'coupons'] as const;
export type CenterTab = (typeof CENTER_TABS)[number];

/** The query parameter naming the account centre's tab. */
export const CENTER_TAB_PARAM = 'tab';

export function tabFromQuery(value: string | null): CenterTab {
  return value === 'order' || value === 'coupons' ? value : 'overview';
}

/** The overview's latest orders (RecentOrders): the first page of five. */
export const RECENT_ORDERS_QUERY = { pageNum: 1, pageSize: 5 } as const;
