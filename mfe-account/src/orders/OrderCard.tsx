import { useTranslation } from 'react-i18next';
import {
  Image,
  Price,
  formatDeliveryField,
  parseDelivery,
  useHydrated,
  verificationKind,
  type Order,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { OrderActions } from './OrderActions';
import { statusKey } from './orderStatus';

/** One order: product, picture, parsed delivery (spec 3), status, verification note and actions. */
export function OrderCard({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const delivery = parseDelivery(order.delivery);
  const kind = verificationKind(order);
  const reason =
    kind === 'spotcheck'
      ? order.preview?.spotcheckRejectReason
      : kind === 'realname'
        ? order.preview?.realnameRejectReason
        : '';
  const created = new Date(order.createTime);
  // In the shopper's own time zone, which the store's server does not know: shown once the page has
  // hydrated (at once in a page the browser rendered).
  const hydrated = useHydrated();
  return (
    <article className="tu-card acc-order" aria-labelledby={`acc-order-${order.id}`}>
      <Image className="acc-order__pic" src={order.pic} alt="" preset="thumbnail" />
      <div className="acc-order__body">
        <h3 id={`acc-order-${order.id}`} className="acc-order__title">
          {order.productName}
        </h3>
        <p className="acc-order__meta">
          {t('orders.number', { sn: order.orderSn })}
          {hydrated && !Number.isNaN(created.getTime()) && <> · {created.toLocaleString(i18n.language)}</>}
        </p>
        <p className="acc-order__meta">
          {order.denomination} × {order.quantity} · <Price amount={order.amount} currency={order.currency} />
        </p>
        <p className={`acc-order__status acc-order__status--${statusKey(order.status)}`}>
          {t(`orders.status.${statusKey(order.status)}`)}
        </p>
        {delivery.length > 0 && (
          <ul className="acc-order__delivery" aria-label={t('orders.delivery')}>
            {delivery.map((field, index) => (
              <li key={`${field.label}-${index}`}>{formatDeliveryField(field)}</li>
            ))}
          </ul>
        )}
        {kind && (
          <p className="acc-order__verify">
            {t(`verify.kind.${kind}`)}
            {reason ? ` · ${t('verify.rejected', { reason })}` : ''}
          </p>
        )}
        <OrderActions order={order} onChanged={onChanged} />
      </div>
    </article>
  );
}
