// The account centre's first reads, by the tab its address names (accountCenter.ts): the overview's
// recent orders, the order tab's counts and list (orderList.ts), the coupon tab's lists. The member
// card needs no read: the member is the user store's. A guest gets the marker and no read.
import { settle, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { forMembers } from '../common/memberData';
import { metaHead, type AccountMeta } from '../common/metaHead';
import { readCouponLists } from '../coupons/couponLists';
import { readOrdersPanel } from '../orders/ordersPanelLoader';
import { CENTER_TAB_PARAM, RECENT_ORDERS_QUERY, tabFromQuery, type CenterTab } from './accountCenter';

export const loader = forMembers(async ({ query, stores: { api } }) => {
  const tab = tabFromQuery(query.get(CENTER_TAB_PARAM));
  switch (tab) {
    case 'order':
      return { tab, orders: await readOrdersPanel(api, query) };
    case 'coupons':
      return { tab, coupons: await readCouponLists(api) };
    case 'overview':
      // loadedAt: the moment the recent orders' states are judged at, on the server and in the browser.
      return { tab, recent: await settle(api.orders.list(RECENT_ORDERS_QUERY)), loadedAt: Date.now() };
  }
});

export type CenterData = Awaited<ReturnType<typeof loader>>;

/** The account centre's title, description and keywords by tab. */
const META_OF_TAB: Record<CenterTab, AccountMeta> = {
  overview: 'user',
  order: 'userOrders',
  coupons: 'userCoupons',
};

export function head(_data: CenterData, { query, t }: PageHeadArgs): PageHead {
  return metaHead(t, META_OF_TAB[tabFromQuery(query.get(CENTER_TAB_PARAM))]);
}
