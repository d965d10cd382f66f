import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { orders, products, uiStore, useAsync, userStore, type Order } from '@topup/shared-lib';
import { NS } from '../i18n';

/** store-api's status of a finished (delivered) order: the ones a member can review. */
export const FINISHED_ORDER_STATUS = 2;
/** store-api's largest order page. */
const ORDER_PAGE_MAX = 50;

/** The member's finished orders of this product that have no review yet. */
async function ordersToReview(sn: string): Promise<Order[]> {
  const [product, finished] = await Promise.all([
    products.byId(sn),
    orders.list({ status: FINISHED_ORDER_STATUS, pageSize: ORDER_PAGE_MAX }),
  ]);
  const mine = finished.list.filter((order) => order.productId === product.id);
  const written = await Promise.all(mine.map((order) => orders.comment(order.orderSn)));
  return mine.filter((_, index) => written[index] === null);
}

/** For a member who bought this product: a button per finished order to review it in the popup. */
export const ReviewYourOrders = observer(function ReviewYourOrders({
  sn,
  round,
}: {
  sn: string;
  /** Changes after a review popup closed, to ask again. */
  round: number;
}) {
  const { t } = useTranslation(NS);
  const loggedIn = userStore.isLogin;
  const pending = useAsync(
    () => (loggedIn ? ordersToReview(sn) : Promise.resolve([])),
    [sn, loggedIn, round],
  );
  if (pending.status !== 'success' || pending.data.length === 0) return null;
  return (
    <section className="tu-card ct-review-yours" aria-label={t('reviews.yourOrders')}>
      <p>{t('reviews.yourOrdersLead')}</p>
      <ul>
        {pending.data.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              className="tu-button tu-button--primary"
              onClick={() => uiStore.openSitePopup({ kind: 'review', orderId: order.orderSn, productSn: sn })}
            >
              {t('reviews.writeFor', { order: order.orderSn })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
