// /mobile/coupon.html's title: the offer it shows by name, else the page's own name.
import { titledHead, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';
import { offerNameOf, type CouponClaimData } from './couponClaimLoader';

export function head(data: CouponClaimData, { t }: PageHeadArgs): PageHead {
  const name = offerNameOf(data);
  return titledHead(t, name ? t(`${NS}:coupon.titleFor`, { name }) : t(`${NS}:coupon.title`));
}
