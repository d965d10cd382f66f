// The order's price before it is placed: store-api's quote, the figures the order will carry. Until a
// pack is chosen there is no price to show: the rows say so, rather than a zero price and the one-cent
// minimum total. While the quote is asked the rows wait (busy) instead of showing a sum of the page's own.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import type { QuoteState } from './useOrderQuote';

/** What a price row shows while no pack is chosen. */
export const NO_PRICE = '—';
/** What a price row shows while store-api works the price out. */
export const PRICE_PENDING = '…';

/** The line under the figures, by where the quote stands. */
const NOTES = {
  none: 'topUp.summary.choosePack',
  loading: 'topUp.summary.pricing',
  ready: 'topUp.summary.charged',
} as const;

export function OrderSummary({ quote }: { quote: QuoteState }) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const ready = quote.status === 'ready' ? quote.quote : null;
  const money = (amount: number) => (ready ? formatMoney(amount, ready.currency, i18n.language) : '');
  const placeholder = quote.status === 'none' ? NO_PRICE : PRICE_PENDING;
  return (
    <section
      className="sf-summary"
      aria-labelledby="sf-summary-title"
      aria-busy={quote.status === 'loading' || undefined}
    >
      <h2 id="sf-summary-title">{t('topUp.summary.title')}</h2>
      <dl>
        <div>
          <dt>{t('topUp.summary.original')}</dt>
          <dd>{ready ? money(ready.originalAmount) : placeholder}</dd>
        </div>
        {ready && ready.vipDiscount > 0 && (
          <div>
            <dt>{t('topUp.summary.vip', { percent: ready.vipDiscountPercent })}</dt>
            <dd>−{money(ready.vipDiscount)}</dd>
          </div>
        )}
        {ready && ready.couponDiscount > 0 && (
          <div>
            <dt>{t('topUp.summary.coupon')}</dt>
            <dd>−{money(ready.couponDiscount)}</dd>
          </div>
        )}
        <div className="sf-summary__total">
          <dt>{t('topUp.summary.total')}</dt>
          <dd>{ready ? money(ready.amount) : placeholder}</dd>
        </div>
      </dl>
      {quote.status === 'failed' ? (
        <p className="tu-field__error" role="alert">
          {quote.message ?? tc('status.error')}
        </p>
      ) : (
        <p className="sf-muted">{t(NOTES[quote.status])}</p>
      )}
    </section>
  );
}
