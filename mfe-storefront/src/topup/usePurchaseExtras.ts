// What a logged-in shopper brings to a purchase: their coupons for this product and their VIP
// discount; plus the coupons on offer for the product, which they can claim here (by pid).
import { useCallback, useEffect, useState } from 'react';
import { useStores, type Coupon, type MemberCoupon } from '@topup/shared-lib';
import { productCouponsApi } from './productCouponsApi';

export interface PurchaseExtras {
  memberCoupons: MemberCoupon[];
  offered: Coupon[];
  vipPercent: number;
  /** Member coupons are being (re)loaded. */
  loading: boolean;
  claim(coupon: Coupon): Promise<MemberCoupon | null>;
  /** Reads them again (a coupon was redeemed elsewhere on the page). */
  refresh(): void;
  /** Changes with every read again: what depends on the member's coupons reads with it. */
  version: number;
}

interface Loaded {
  key: string;
  memberCoupons: MemberCoupon[];
  vipPercent: number;
  offered: Coupon[] | null;
}

export function usePurchaseExtras(
  productId: number,
  initialOffered: Coupon[],
  isLogin: boolean,
): PurchaseExtras {
  const { api } = useStores();
  const { coupons } = api;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${productId}|${version}`;

  useEffect(() => {
    if (!isLogin) return undefined;
    let current = true;
    Promise.all([
      productCouponsApi(api)
        .availableForProduct(productId)
        .catch(() => [] as MemberCoupon[]),
      coupons.vipDiscount().catch(() => null),
      productCouponsApi(api)
        .forProduct(productId)
        .catch(() => null),
    ]).then(([mine, vip, onOffer]) => {
      if (current) {
        setLoaded({ key, memberCoupons: mine, vipPercent: vip?.discountPercent ?? 0, offered: onOffer });
      }
    });
    return () => {
      current = false;
    };
  }, [api, coupons, productId, isLogin, key]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);

  const claim = useCallback(
    async (coupon: Coupon) => {
      try {
        const held = await coupons.capture(coupon.id);
        refresh();
        return held;
      } catch {
        return null; // the api client already toasted the server's reason
      }
    },
    [coupons, refresh],
  );

  // A guest has no coupons or VIP level; stale answers from before a logout never show.
  const mine = isLogin ? loaded : null;
  return {
    memberCoupons: mine?.memberCoupons ?? [],
    offered: mine?.offered ?? initialOffered,
    vipPercent: mine?.vipPercent ?? 0,
    loading: isLogin && loaded?.key !== key,
    claim,
    refresh,
    version,
  };
}
