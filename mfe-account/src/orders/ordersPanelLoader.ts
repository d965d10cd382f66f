// The orders panel's first reads (the account centre's order tab, the orders page): the counts per
// status and the list its address names (orderList.ts), each settled on its own so a failing count
// leaves the list standing; then which listed orders already have the member's review.
import { settle, type Api } from '@topup/shared-lib';
import { ORDERS_PAGE_SIZE, orderListQuery, orderPageOf, orderSearchOf, statusFilterOf } from './orderList';
import { reviewedOrderSns } from './reviewedOrders';
import { orderListApi } from './orderListApi';

export async function readOrdersPanel(api: Api, query: URLSearchParams) {
  const pageNum = orderPageOf(query);
  const keyword = orderSearchOf(query);
  const [totals, page] = await Promise.all([
    settle(api.orders.totals()),
    settle(
      keyword
        ? orderListApi(api).search({ keyword, pageNum, pageSize: ORDERS_PAGE_SIZE })
        : api.orders.list(orderListQuery(statusFilterOf(query), pageNum)),
    ),
  ]);
  // The moment the orders' states are judged at while the page hydrates (useOrderNow.ts).
  const loadedAt = Date.now();
  const reviewed = page.ok ? await reviewedOrderSns(api, page.data.list, loadedAt) : [];
  return { totals, page, reviewed, loadedAt };
}

export type OrdersPanelData = Awaited<ReturnType<typeof readOrdersPanel>>;
