import { useTranslation } from 'react-i18next';
import { Price, formatDeliveryField, mediaUrl, parseDelivery, type Order } from '@topup/shared-lib';
import { NS } from '../i18n';

const KNOWN_STATUSES = ['0', '1', '2', '3'];

export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(NS);
  const status = String(order.status);
  const delivery = parseDelivery(order.delivery);
  return (
    <article className="tu-card co-order">
      <img src={mediaUrl(order.pic)} alt="" width={96} height={96} className="co-order__pic" />
      <dl>
        <dt>{t('order.number')}</dt>
        <dd>{order.orderSn}</dd>
        <dt>{t('order.product')}</dt>
        <dd>{order.productName}</dd>
        <dt>{t('order.denomination')}</dt>
        <dd>{order.denomination}</dd>
        <dt>{t('order.quantity')}</dt>
        <dd>{order.quantity}</dd>
        <dt>{t('order.amount')}</dt>
        <dd>
          <Price amount={order.amount} currency={order.currency} />
        </dd>
        <dt>{t('order.status')}</dt>
        <dd>
          {KNOWN_STATUSES.includes(status)
            ? t(`order.statusName.${status}`)
            : t('order.statusName.unknown', { status })}
        </dd>
        <dt>{t('order.created')}</dt>
        <dd>{new Date(order.createTime).toLocaleString(i18n.language)}</dd>
        {delivery.length > 0 && (
          <>
            <dt>{t('order.account')}</dt>
            <dd>
              <ul className="co-order__delivery">
                {delivery.map((field) => (
                  <li key={field.label}>{formatDeliveryField(field)}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}
