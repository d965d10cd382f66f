// A member's orders of a product that they may review and have not yet: finished orders (the one
// order-state module decides what an order allows), without a review of their own.
import { ORDER_STATUS_FINISHED, orderState, type Api, type Order } from '@topup/shared-lib';

/** store-api's largest order page. */
const ORDER_PAGE_MAX = 50;

export async function ordersToReview(api: Api, sn: string): Promise<Order[]> {
  const [product, finished] = await Promise.all([
    api.products.byId(sn),
    api.orders.list({ status: ORDER_STATUS_FINISHED, pageSize: ORDER_PAGE_MAX }),
  ]);
  const mine = finished.list.filter(
    (order) => order.productId === product.id && orderState(order).actions.review,
  );
  const written = await Promise.all(mine.map((order) => api.orders.comment(order.orderSn)));
  return mine.filter((_, index) => written[index] === null);
}
