import { useTranslation } from 'react-i18next';
import { formatMoney } from '@topup/shared-lib';
import { NS } from '../i18n';
import type { PriceEstimate } from './pricing';

export function OrderSummary({
  estimate,
  vipPercent,
  currency,
}: {
  estimate: PriceEstimate;
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
          <dd>{money(estimate.original)}</dd>
        </div>
        {estimate.vipDiscount > 0 && (
          <div>
            <dt>{t('topUp.summary.vip', { percent: vipPercent })}</dt>
            <dd>−{money(estimate.vipDiscount)}</dd>
          </div>
        )}
        {estimate.couponDiscount > 0 && (
          <div>
            <dt>{t('topUp.summary.coupon')}</dt>
            <dd>−{money(estimate.couponDiscount)}</dd>
          </div>
        )}
        <div className="sf-summary__total">
          <dt>{t('topUp.summary.total')}</dt>
          <dd>{money(estimate.total)}</dd>
        </div>
      </dl>
      <p className="sf-muted">{t('topUp.summary.estimate')}</p>
    </section>
  );
}
