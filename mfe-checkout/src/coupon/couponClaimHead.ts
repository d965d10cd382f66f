// /mobile/coupon.html's title. The heading names the offer by what it gives in the shopper's currency,
// which the head (rendered without the shopper's stores) cannot convert, so the title names the page.
import { titledHead, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';

export function head(_data: unknown, { t }: PageHeadArgs): PageHead {
  return titledHead(t, t(`${NS}:coupon.title`));
}
