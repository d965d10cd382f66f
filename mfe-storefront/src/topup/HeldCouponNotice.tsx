import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { orderDetailPath } from '../links/storePaths';
import type { HeldCoupon } from './useHeldCoupons';

/** Says which unpaid order holds each of the member's coupons, with the way to pay or cancel it. */
export function HeldCouponNotice({ held }: { held: HeldCoupon[] }) {
  const { t } = useTranslation(NS);
  if (held.length === 0) return null;
  return (
    <ul className="sf-held" aria-label={t('topUp.coupons.title')}>
      {held.map(({ coupon, order, expired }) => (
        <li key={coupon.id} className="sf-warning">
          <p>
            {t(expired ? 'topUp.held.expired' : 'topUp.held.unpaid', {
              code: coupon.code,
              sn: order.orderSn,
            })}
          </p>
          <LocaleLink to={orderDetailPath(order.id)}>
            {t(expired ? 'topUp.held.cancel' : 'topUp.held.pay', { sn: order.orderSn })}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
