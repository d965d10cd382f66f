import { useTranslation } from 'react-i18next';
import { useStores, type Order } from '@topup/shared-lib';
import { NS } from '../i18n';

/** For a member who bought this product: a button per order still to review, opening the review popup. */
export function ReviewYourOrders({ sn, orders }: { sn: string; orders: readonly Order[] }) {
  const { t } = useTranslation(NS);
  const { ui } = useStores();
  if (orders.length === 0) return null;
  return (
    <section className="tu-card ct-review-yours" aria-label={t('reviews.yourOrders')}>
      <p>{t('reviews.yourOrdersLead')}</p>
      <ul>
        {orders.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              className="tu-button tu-button--primary"
              onClick={() => ui.openSitePopup({ kind: 'review', orderId: order.orderSn, productSn: sn })}
            >
              {t('reviews.writeFor', { order: order.orderSn })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
