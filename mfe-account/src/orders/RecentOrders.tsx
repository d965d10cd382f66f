import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  LocaleLink,
  Price,
  RECENT_ORDERS_QUERY,
  orders,
  useAsync,
  userStore,
} from '@topup/shared-lib';
import { NS } from '../i18n';

/** The member's latest orders, each opening its detail page (checkout). */
export function RecentOrders() {
  const { t, i18n } = useTranslation(NS);
  const page = useAsync(() => orders.list(RECENT_ORDERS_QUERY), [userStore.token, i18n.language]);
  return (
    <section className="tu-card acc-orders" aria-labelledby="acc-orders-heading">
      <h2 id="acc-orders-heading">{t('orders.recent')}</h2>
      {page.status === 'loading' && <LoadingState />}
      {page.status === 'error' && <ErrorState error={page.error} onRetry={page.reload} />}
      {page.status === 'success' && page.data.list.length === 0 && <EmptyState message={t('orders.none')} />}
      {page.status === 'success' && page.data.list.length > 0 && (
        <ul>
          {page.data.list.map((order) => (
            <li key={order.id}>
              <LocaleLink
                to={`/order/detail?oid=${encodeURIComponent(order.orderSn)}`}
                aria-label={t('orders.open', { sn: order.orderSn })}
              >
                {order.productName}
              </LocaleLink>
              <span className="acc-orders__meta">
                {order.denomination} · <Price amount={order.amount} currency={order.currency} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
