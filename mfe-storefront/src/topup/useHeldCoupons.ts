// Coupons a member claimed that an unpaid order holds: placing an order takes its coupon until the order
// is paid or cancelled, so a shopper who left an order unpaid (a closed payment list, a reload) finds
// the coupon missing here. Read from what the store's API has: the member's used coupons name their
// order, and the unpaid orders say whether that order is still unpaid.
import { orderState, useAsync, useStores, type MemberCoupon, type Order } from '@topup/shared-lib';

/** store-api refuses a new order beyond 3 unpaid ones: a page of 10 holds them all. */
const UNPAID_PAGE_SIZE = 10;
const UNPAID = 0;

export interface HeldCoupon {
  coupon: MemberCoupon;
  order: Order;
  /** The order's time to pay has ended: it can only be cancelled. */
  expired: boolean;
}

/** The coupons usable on the product that an unpaid order holds, for a member; none for a guest. */
export function heldCoupons(
  used: readonly MemberCoupon[],
  unpaid: readonly Order[],
  productId: number,
  now: number,
): HeldCoupon[] {
  const held: HeldCoupon[] = [];
  for (const coupon of used) {
    if (coupon.productId !== null && coupon.productId !== productId) continue;
    const order = unpaid.find((candidate) => candidate.id === coupon.orderId && candidate.status === UNPAID);
    if (order) held.push({ coupon, order, expired: orderState(order, now).key === 'expired' });
  }
  return held;
}

/** `version` reads again (after an order or a claim). */
export function useHeldCoupons(productId: number, isLogin: boolean, version: number): HeldCoupon[] {
  const { coupons, orders } = useStores().api;
  const state = useAsync(async () => {
    if (!isLogin) return [];
    const [used, unpaid] = await Promise.all([
      coupons.memberUsed(),
      orders.list({ status: UNPAID, pageSize: UNPAID_PAGE_SIZE }),
    ]);
    return heldCoupons(used.list, unpaid.list, productId, Date.now());
  }, [coupons, orders, productId, isLogin, version]);
  return state.status === 'success' ? state.data : [];
}
