// A shopper's coupons through the real calls.
import type { APIRequestContext } from '@playwright/test';
import type { Shopper } from './shoppers';
import { apiData } from './storeApi';

/** The shopper's available coupons' codes (GET /hums/coupon/member/available). */
export async function availableCouponCodes(request: APIRequestContext, shopper: Shopper): Promise<string[]> {
  const list = await apiData<{ code: string }[]>(request, 'GET', '/hums/coupon/member/available', {
    authorization: shopper.authorization,
  });
  return list.map((coupon) => coupon.code);
}

/** The shopper claims an offered coupon by its id (POST /hums/coupon/{id}/capture). */
export async function captureCoupon(
  request: APIRequestContext,
  shopper: Shopper,
  couponId: number,
): Promise<void> {
  await apiData(request, 'POST', `/hums/coupon/${couponId}/capture`, {
    authorization: shopper.authorization,
  });
}
