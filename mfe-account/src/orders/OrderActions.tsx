import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LocaleLink,
  useAfterSitePopup,
  useStores,
  type Order,
  type OrderActions as AllowedActions,
} from '@topup/shared-lib';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';
import { verifyOrder } from '../verification/verifyOrder';
import { copyOrderNumber } from './copyOrderNumber';
import { DeliveryInputDialog } from './DeliveryInputDialog';
import { refreshAfterOrderAction } from './refreshAfterOrderAction';

type Pending = 'cancel' | 'delete' | 'delivery' | null;

/**
 * The actions the order's state allows (shared-lib orderState); `onChanged` reloads the list. A
 * reviewed order's review action shows the member's review instead of offering to write one.
 */
export function OrderActions({
  order,
  allowed,
  reviewed,
  onChanged,
}: {
  order: Order;
  allowed: AllowedActions;
  reviewed: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const stores = useStores();
  const {
    api: { orders, products },
    ui,
  } = stores;
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const sn = order.orderSn;
  // A review written in the popup turns this order's action into "View your review".
  const watchReviewPopup = useAfterSitePopup('review', onChanged);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      ui.toast(success, 'success');
      setPending(null);
      onChanged();
      await refreshAfterOrderAction(stores);
    } catch {
      // the api client already showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const openReview = async () => {
    // The review popup reads the product by its sn; an order only carries the product id.
    let productSn: string | undefined;
    try {
      productSn = (await products.byId(order.productId)).sn;
    } catch {
      productSn = undefined;
    }
    ui.openSitePopup({ kind: 'review', orderId: String(order.id), productSn });
    watchReviewPopup();
  };

  const viewReview = () => ui.openSitePopup({ kind: 'review', orderId: String(order.id), mode: 'view' });

  return (
    <div className="acc-order__actions">
      {allowed.pay && (
        <button
          type="button"
          className="tu-button tu-button--primary"
          aria-label={t('orders.actions.payOrder', { sn })}
          onClick={() => ui.openSitePopup({ kind: 'paymentList', orderId: String(order.id) })}
        >
          {t('orders.actions.pay')}
        </button>
      )}
      {allowed.verify && (
        <button
          type="button"
          className="tu-button tu-button--primary"
          aria-label={t('orders.actions.verifyOrder', { sn })}
          onClick={() => void verifyOrder(stores, order)}
        >
          {t('orders.actions.verify')}
        </button>
      )}
      {allowed.fillInput && (
        <button
          type="button"
          className="tu-button tu-button--primary"
          aria-label={t('orders.actions.deliveryOrder', { sn })}
          onClick={() => setPending('delivery')}
        >
          {t('orders.actions.delivery')}
        </button>
      )}
      {allowed.urge && (
        <button
          type="button"
          className="tu-button"
          aria-label={t('orders.actions.urgeOrder', { sn })}
          disabled={busy}
          onClick={() => void run(() => orders.urge(order.id), t('orders.urged'))}
        >
          {t('orders.actions.urge')}
        </button>
      )}
      {allowed.review && !reviewed && (
        <button
          type="button"
          className="tu-button"
          aria-label={t('orders.actions.reviewOrder', { sn })}
          onClick={() => void openReview()}
        >
          {t('orders.actions.review')}
        </button>
      )}
      {allowed.review && reviewed && (
        <button
          type="button"
          className="tu-button"
          aria-label={t('orders.actions.viewReviewOrder', { sn })}
          onClick={viewReview}
        >
          {t('orders.actions.viewReview')}
        </button>
      )}
      {allowed.cancel && (
        <button
          type="button"
          className="tu-button tu-button--ghost"
          aria-label={t('orders.actions.cancelOrder', { sn })}
          onClick={() => setPending('cancel')}
        >
          {t('orders.actions.cancel')}
        </button>
      )}
      {allowed.remove && (
        <button
          type="button"
          className="tu-button tu-button--ghost"
          aria-label={t('orders.actions.deleteOrder', { sn })}
          onClick={() => setPending('delete')}
        >
          {t('orders.actions.delete')}
        </button>
      )}
      <button
        type="button"
        className="tu-button tu-button--ghost"
        aria-label={t('orders.actions.copyOrder', { sn })}
        onClick={() => void copyOrderNumber(stores, sn)}
      >
        {t('orders.actions.copy')}
      </button>
      <LocaleLink
        className="tu-button tu-button--ghost"
        to={`/order/detail?oid=${encodeURIComponent(String(order.id))}`}
        aria-label={t('orders.actions.detailOrder', { sn })}
      >
        {t('orders.actions.detail')}
      </LocaleLink>

      {pending === 'cancel' && (
        <ConfirmDialog
          id={`acc-cancel-${order.id}`}
          title={t('orders.confirmCancel.title')}
          message={t('orders.confirmCancel.message', { sn })}
          confirmLabel={t('orders.confirmCancel.confirm')}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void run(() => orders.cancel(order.id), t('orders.cancelled'))}
        />
      )}
      {pending === 'delete' && (
        <ConfirmDialog
          id={`acc-delete-${order.id}`}
          title={t('orders.confirmDelete.title')}
          message={t('orders.confirmDelete.message', { sn })}
          confirmLabel={t('orders.confirmDelete.confirm')}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void run(() => orders.remove(order.id), t('orders.deleted'))}
        />
      )}
      {pending === 'delivery' && (
        <DeliveryInputDialog
          order={order}
          onClose={() => setPending(null)}
          onDone={() => {
            setPending(null);
            onChanged();
            void refreshAfterOrderAction(stores);
          }}
        />
      )}
    </div>
  );
}
