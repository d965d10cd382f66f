// The order's price before it is placed. Until a pack is chosen there is no price to show: the rows say
// so, rather than a zero price and the one-cent minimum total.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import type { PriceEstimate } from './pricing';

/** What a price row shows while no pack is chosen. */
export const NO_PRICE = '—';

export function OrderSummary({
  estimate,
  vipPercent,
  currency,
}: {
  /** Null: no pack chosen yet. */
  estimate: PriceEstimate | null;
  vipPercent: number;
  currency: string;
}) {
  const { t, i18n } = useTranslation(NS);
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  return (
    <section className="sf-summary" aria-labelledby="sf-summary-title">
      <h2 id="sf-summary-title">{t('topUp.summary.title')}</h2>
      <dl>
        <div>
          <dt>{t('topUp.summary.original')}</dt>
          <dd>{estimate ? money(estimate.original) : NO_PRICE}</dd>
        </div>
        {estimate && estimate.vipDiscount > 0 && (
          <div>
            <dt>{t('topUp.summary.vip', { percent: vipPercent })}</dt>
            <dd>−{money(estimate.vipDiscount)}</dd>
          </div>
        )}
        {estimate && estimate.couponDiscount > 0 && (
          <div>
            <dt>{t('topUp.summary.coupon')}</dt>
            <dd>−{money(estimate.couponDiscount)}</dd>
          </div>
        )}
        <div className="sf-summary__total">
          <dt>{t('topUp.summary.total')}</dt>
          <dd>{estimate ? money(estimate.total) : NO_PRICE}</dd>
        </div>
      </dl>
      <p className="sf-muted">{estimate ? t('topUp.summary.estimate') : t('topUp.summary.choosePack')}</p>
    </section>
  );
}
