// On a phone the total and "Buy now" stay stuck to the screen's bottom, wherever the form is scrolled.
// Wider screens hide it (storefront.css) and keep the summary's own button; the phone hides that one,
// so one "Buy now" is on the page (and before assistive tech) at a time.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { NO_PRICE } from './OrderSummary';
import type { PriceEstimate } from './pricing';

export function BuyBar({
  estimate,
  currency,
  formId,
}: {
  /** The summary's price: null while no pack is chosen. */
  estimate: PriceEstimate | null;
  currency: string;
  /** The purchase form the button submits. */
  formId: string;
}) {
  const { t, i18n } = useTranslation(NS);
  return (
    <div className="sf-buybar" role="region" aria-label={t('topUp.buyBar')}>
      <p className="sf-buybar__total">
        <span className="sf-buybar__label">{t('topUp.summary.total')}</span>{' '}
        <strong>{estimate ? formatMoney(estimate.total, currency, i18n.language) : NO_PRICE}</strong>
      </p>
      <button type="submit" form={formId} className="tu-button tu-button--primary sf-buybar__buy">
        {t('topUp.buy')}
      </button>
    </div>
  );
}
