// Which of the listed orders already carry the member's review: their review action reads "View your
// review" and opens it, instead of offering to write one again. Only orders whose state allows a review
// are asked about (one read each, a page holds at most ORDERS_PAGE_SIZE); a read that fails counts as
// not reviewed, and the review popup then shows the review it finds.
import { dataOr, orderState, settle, type Api, type Order } from '@topup/shared-lib';

export async function reviewedOrderSns(api: Api, orders: readonly Order[], now: number): Promise<string[]> {
  const reviewable = orders.filter((order) => orderState(order, now).actions.review);
  const reviews = await Promise.all(
    reviewable.map(async (order) => dataOr(await settle(api.orders.comment(order.orderSn)))),
  );
  return reviewable.filter((_, index) => reviews[index]).map((order) => order.orderSn);
}
