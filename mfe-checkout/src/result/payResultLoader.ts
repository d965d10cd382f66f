// The payment result page's first read (/pay-result?oid= or ?orderSn=): the member's order, once; the
// page polls on from there until the payment settles. A guest gets a marker and no read (the page
// asks for a login).
import { settle, type Order, type PageLoaderArgs, type Settled } from '@topup/shared-lib';
import { returnedOrderId } from '../order/orderQuery';

/** The loader's read of the order and its moment (the first outcome is taken at it). */
export interface FirstRead {
  order: Settled<Order>;
  readAt: number;
}

export type PayResultData =
  { kind: 'missingId' } | { kind: 'guest' } | ({ kind: 'order'; oid: string } & FirstRead);

export async function loader({ query, stores }: PageLoaderArgs): Promise<PayResultData> {
  const oid = returnedOrderId(query);
  if (!oid) return { kind: 'missingId' };
  if (!stores.user.isLogin) return { kind: 'guest' };
  const order = await settle(stores.api.orders.bySn(oid));
  return { kind: 'order', oid, order, readAt: Date.now() };
}
