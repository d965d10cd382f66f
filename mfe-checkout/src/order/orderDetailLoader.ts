// The order detail page's first read (/order/detail?oid=): the member's order, by sn or id,
// and for a delivered order whether its review is written (its action is "View your review" then).
// A guest gets a marker and no read (the page asks for a login; the read cache drops the marker when
// the shopper logs in). An order the store does not give this member is shown as the store's answer
// inside the page, beside the way to the member's orders.
import {
  ORDER_STATUS_FINISHED,
  dataOr,
  settle,
  type Order,
  type PageLoaderArgs,
  type Settled,
  type Stores,
} from '@topup/shared-lib';
import { ORDER_ID_PARAM } from './orderQuery';

export type OrderDetailData =
  | { kind: 'missingId' }
  | { kind: 'guest' }
  /**
   * `readAt`: when the order was read, the moment its first render's state is taken at. `reviewed`:
   * a delivered order's review is written (false when not, or when that could not be read).
   */
  | { kind: 'order'; order: Settled<Order>; readAt: number; reviewed: boolean };

async function isReviewed(stores: Stores, order: Order): Promise<boolean> {
  if (order.status !== ORDER_STATUS_FINISHED) return false;
  return dataOr(await settle(stores.api.orders.comment(order.id))) !== null;
}

export async function loader({ query, stores }: PageLoaderArgs): Promise<OrderDetailData> {
  const oid = query.get(ORDER_ID_PARAM)?.trim() ?? '';
  if (!oid) return { kind: 'missingId' };
  if (!stores.user.isLogin) return { kind: 'guest' };
  const order = await settle(stores.api.orders.bySn(oid));
  const readAt = Date.now();
  const reviewed = order.ok ? await isReviewed(stores, order.data) : false;
  return { kind: 'order', order, readAt, reviewed };
}
