// The receipt on the payment success page: what was bought, for which player account, for how much and
// when. The page is the browser's, so the time is the shopper's own.
import { useTranslation } from 'react-i18next';
import { formatMoney, parseDelivery, useDeliveryFieldText, type Order } from '@topup/shared-lib';
import { NS } from '../i18n';
import { CopyOrderNumber } from '../order/CopyOrderNumber';

export function PaymentReceipt({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(NS);
  const fieldText = useDeliveryFieldText();
  const fields = parseDelivery(order.delivery);
  return (
    <section className="tu-card co-receipt" aria-labelledby="co-receipt-title">
      <h2 id="co-receipt-title" className="co-receipt__title">
        {t('tips.receipt.title')}
      </h2>
      <dl>
        <dt>{t('tips.receipt.number')}</dt>
        <dd>
          <span>{order.orderSn}</span> <CopyOrderNumber orderSn={order.orderSn} />
        </dd>
        <dt>{t('tips.receipt.item')}</dt>
        <dd>
          {t('tips.receipt.itemValue', {
            product: order.productName,
            pack: order.denomination,
            quantity: order.quantity,
          })}
        </dd>
        <dt>{t('tips.receipt.amount')}</dt>
        <dd>
          {t('tips.receipt.amountValue', {
            amount: formatMoney(order.amount, order.currency, i18n.language),
            currency: order.currency,
          })}
        </dd>
        {fields.length > 0 && (
          <>
            <dt>{t('tips.receipt.account')}</dt>
            <dd>
              <ul className="co-order__delivery">
                {fields.map((field) => (
                  <li key={field.label}>{fieldText(field)}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {order.payTime && (
          <>
            <dt>{t('tips.receipt.paidAt')}</dt>
            <dd>
              <time dateTime={order.payTime}>{new Date(order.payTime).toLocaleString(i18n.language)}</time>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
