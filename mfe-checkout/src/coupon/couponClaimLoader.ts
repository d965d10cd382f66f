// The coupon claim page's first read (/mobile/coupon.html): the new-user offer (?id=, or the current
// one), read for the shopper (a member sees whether they hold it already). A coupon named by
// ?couponId= is claimed as it is, with nothing to read first; a malformed id never reaches the server.
import { settle, type Coupon, type PageLoaderArgs, type Settled } from '@topup/shared-lib';

export const COUPON_ID_PARAM = 'couponId';
export const NEW_USER_ID_PARAM = 'id';
/** The current new-user offer when the URL names no coupon. */
export const CURRENT_NEW_USER_OFFER = '0';

const isCouponId = (value: string) => /^\d+$/.test(value);

export type CouponClaimData =
  | { kind: 'notFound' }
  | { kind: 'claim'; couponId: string }
  /** null: the store has no such offer. */
  | { kind: 'offer'; offer: Settled<Coupon | null> };

/** The name of the offer the page shows, when it read one. */
/** The offer a link led to, when the page shows one. */
export function offerOf(data: CouponClaimData): Coupon | null {
  return data.kind === 'offer' && data.offer.ok && data.offer.data ? data.offer.data : null;
}

export async function loader({ query, stores }: PageLoaderArgs): Promise<CouponClaimData> {
  const couponId = query.get(COUPON_ID_PARAM)?.trim() ?? '';
  const newUserId = query.get(NEW_USER_ID_PARAM)?.trim() || CURRENT_NEW_USER_OFFER;
  if ((couponId && !isCouponId(couponId)) || !isCouponId(newUserId)) return { kind: 'notFound' };
  if (couponId) return { kind: 'claim', couponId };
  return { kind: 'offer', offer: await settle(stores.api.coupons.newUser(newUserId)) };
}
