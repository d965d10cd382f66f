import { useTranslation } from 'react-i18next';
import { Image, Price, orderState, useHydrated, type Order } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerDueVerificationStrings';
import '../i18n/registerOrdersStrings';
import { dueVerification } from '../verification/dueVerification';
import { OrderActions } from './OrderActions';
import { OrderDelivery } from './OrderDelivery';

/**
 * One order: product, picture, delivery details, its state at `now` (shared-lib orderState),
 * the verification it waits for and the actions its state allows.
 */
export function OrderCard({
  order,
  now,
  reviewed,
  onChanged,
}: {
  order: Order;
  now: number;
  /** The member has written this order's review. */
  reviewed: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const state = orderState(order, now);
  const due = dueVerification(order);
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
          {hydrated && !Number.isNaN(created.getTime()) && (
            <>
              {' · '}
              <time dateTime={order.createTime}>{created.toLocaleString(i18n.language)}</time>
            </>
          )}
        </p>
        <p className="acc-order__meta">
          {order.denomination} × {order.quantity} · <Price amount={order.amount} currency={order.currency} />
        </p>
        <p className={`acc-order__status acc-order__status--${state.key}`}>
          {t(`common:orderStatus.${state.key}`)}
        </p>
        <OrderDelivery delivery={order.delivery} />
        {due && (
          <p className="acc-order__verify">
            {t(`verify.kind.${due.kind}`)}
            {due.reason ? ` · ${t('verify.rejected', { reason: due.reason })}` : ''}
          </p>
        )}
        <OrderActions order={order} allowed={state.actions} reviewed={reviewed} onChanged={onChanged} />
      </div>
    </article>
  );
}
