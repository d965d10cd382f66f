// The order detail page's first read (spec 2, /order/detail?oid=): the member's order, by sn or id.
// A guest gets a marker and no read (the page asks for a login; the read cache drops the marker when
// the shopper logs in). An order the store does not give this member is shown as the store's answer
// inside the page, beside the way to the member's orders.
import { settle, type Order, type PageLoaderArgs, type Settled } from '@topup/shared-lib';
import { ORDER_ID_PARAM } from './orderQuery';

export type OrderDetailData =
  | { kind: 'missingId' }
  | { kind: 'guest' }
  /** `readAt`: when the order was read, the moment its first render's state is taken at. */
  | { kind: 'order'; order: Settled<Order>; readAt: number };

export async function loader({ query, stores }: PageLoaderArgs): Promise<OrderDetailData> {
  const oid = query.get(ORDER_ID_PARAM)?.trim() ?? '';
  if (!oid) return { kind: 'missingId' };
  if (!stores.user.isLogin) return { kind: 'guest' };
  const order = await settle(stores.api.orders.bySn(oid));
  return { kind: 'order', order, readAt: Date.now() };
}
