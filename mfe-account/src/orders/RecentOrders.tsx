import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LocaleLink,
  Price,
  orderState,
  usePageReload,
  type Order,
  type Page,
  type Settled,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';
import { useOrderNow } from './useOrderNow';

const NO_ORDERS: readonly Order[] = [];

/**
 * The member's latest orders (the overview's loader read them at `loadedAt`) with their state, each
 * opening its detail page (checkout).
 */
export function RecentOrders({ page, loadedAt }: { page: Settled<Page<Order>>; loadedAt: number }) {
  const { t } = useTranslation(NS);
  const reload = usePageReload();
  const now = useOrderNow(loadedAt, page.ok ? page.data.list : NO_ORDERS);
  return (
    <section className="tu-card acc-orders" aria-labelledby="acc-orders-heading">
      <h2 id="acc-orders-heading">{t('orders.recent')}</h2>
      {!page.ok && <ErrorState error={page.error} onRetry={reload} />}
      {page.ok && page.data.list.length === 0 && <EmptyState message={t('orders.none')} />}
      {page.ok && page.data.list.length > 0 && (
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
              <span className="acc-orders__state">
                {t(`common:orderStatus.${orderState(order, now).key}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
