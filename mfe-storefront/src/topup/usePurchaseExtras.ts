// What a logged-in shopper brings to a purchase: their coupons for this product and their VIP
// discount; plus the coupons on offer for the product, which they can claim here (by pid).
import { useCallback, useEffect, useState } from 'react';
import { coupons, type Coupon, type MemberCoupon } from '@topup/shared-lib';

export interface PurchaseExtras {
  memberCoupons: MemberCoupon[];
  offered: Coupon[];
  vipPercent: number;
  /** Member coupons are being (re)loaded. */
  loading: boolean;
  claim(coupon: Coupon): Promise<MemberCoupon | null>;
}

export function usePurchaseExtras(
  productId: number,
  initialOffered: Coupon[],
  isLogin: boolean,
): PurchaseExtras {
  const [memberCoupons, setMemberCoupons] = useState<MemberCoupon[]>([]);
  const [offered, setOffered] = useState<Coupon[]>(initialOffered);
  const [vipPercent, setVipPercent] = useState(0);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!isLogin) {
      setMemberCoupons([]);
      setVipPercent(0);
      setOffered(initialOffered);
      return undefined;
    }
    let current = true;
    setLoading(true);
    Promise.all([
      coupons.availableForProduct(productId).catch(() => [] as MemberCoupon[]),
      coupons.vipDiscount().catch(() => null),
      coupons.forProduct(productId).catch(() => null),
    ]).then(([mine, vip, onOffer]) => {
      if (!current) return;
      setMemberCoupons(mine);
      setVipPercent(vip?.discountPercent ?? 0);
      if (onOffer) setOffered(onOffer);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [productId, isLogin, initialOffered, version]);

  const claim = useCallback(async (coupon: Coupon) => {
    try {
      const held = await coupons.capture(coupon.id);
      setVersion((n) => n + 1);
      return held;
    } catch {
      return null; // the api client already toasted the server's reason
    }
  }, []);

  return { memberCoupons, offered, vipPercent, loading, claim };
}
