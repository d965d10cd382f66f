// "Buy now", the summary's last row; on a phone, with the total, a bar stuck to the screen's bottom
// wherever the form is scrolled (storefront.css). One markup for every width, the server's too: only
// CSS tells a phone, so the page does not change its layout when it hydrates. Wider screens hide the
// bar's total (the summary above shows it).
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { NO_PRICE, PRICE_PENDING } from './OrderSummary';
import type { QuoteState } from './useOrderQuote';

export function BuyBar({
  quote,
  formId,
}: {
  /** store-api's price, as the summary shows it. */
  quote: QuoteState;
  /** The purchase form the button submits. */
  formId: string;
}) {
  const { t, i18n } = useTranslation(NS);
  const placeholder = quote.status === 'none' ? NO_PRICE : PRICE_PENDING;
  const total =
    quote.status === 'ready'
      ? formatMoney(quote.quote.amount, quote.quote.currency, i18n.language)
      : placeholder;
  return (
    <div className="sf-buybar" role="region" aria-label={t('topUp.buyBar')}>
      <p className="sf-buybar__total" aria-busy={quote.status === 'loading' || undefined}>
        <span className="sf-buybar__label">{t('topUp.summary.total')}</span> <strong>{total}</strong>
      </p>
      <button type="submit" form={formId} className="tu-button tu-button--primary sf-buy">
        {t('topUp.buy')}
      </button>
    </div>
  );
}
