// The store's current new-user coupon (the store API GET /public/newuser/coupon/0), read by the pages that
// offer it (home's banner, the purchase page). None (a store without an offer answers 404): null.
import { dataOr, settle, type Api, type Coupon } from '@topup/shared-lib';

/** Coupon id 0 asks for the current new-user offer. */
export const CURRENT_NEW_USER_OFFER = 0;

export async function readNewUserOffer(api: Api): Promise<Coupon | null> {
  return dataOr(await settle(api.coupons.newUser(CURRENT_NEW_USER_OFFER)));
}
