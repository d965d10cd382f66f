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
import { OrderMoreMenu, type MoreMenuItem } from './OrderMoreMenu';
import { refreshAfterOrderAction } from './refreshAfterOrderAction';
import { orderListApi } from './orderListApi';
import { usePhoneLayout } from './usePhoneLayout';

type Pending = 'cancel' | 'delete' | 'delivery' | null;

interface OrderAction extends MoreMenuItem {
  /** Leads the row, and stays in it on a phone. */
  primary?: boolean;
  ghost?: boolean;
}

/**
 * The actions the order's state allows (shared-lib orderState); `onChanged` reloads the list. A
 * reviewed order's review action shows the member's review instead of offering to write one. On a
 * phone the card keeps one row: the primary actions, Details and a "More" menu with the rest.
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
  const phone = usePhoneLayout();
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

  // What the order allows, in the order shown; the primary ones lead.
  const actions: (OrderAction & { shown: boolean })[] = [
    {
      key: 'pay',
      shown: allowed.pay,
      primary: true,
      label: t('orders.actions.pay'),
      ariaLabel: t('orders.actions.payOrder', { sn }),
      onSelect: () => ui.openSitePopup({ kind: 'paymentList', orderId: String(order.id) }),
    },
    {
      key: 'verify',
      shown: allowed.verify,
      primary: true,
      label: t('orders.actions.verify'),
      ariaLabel: t('orders.actions.verifyOrder', { sn }),
      onSelect: () => void verifyOrder(stores, order),
    },
    {
      key: 'delivery',
      shown: allowed.fillInput,
      primary: true,
      label: t('orders.actions.delivery'),
      ariaLabel: t('orders.actions.deliveryOrder', { sn }),
      onSelect: () => setPending('delivery'),
    },
    {
      key: 'urge',
      shown: allowed.urge,
      label: t('orders.actions.urge'),
      ariaLabel: t('orders.actions.urgeOrder', { sn }),
      disabled: busy,
      onSelect: () => void run(() => orders.urge(order.id), t('orders.urged')),
    },
    {
      key: 'review',
      shown: allowed.review && !reviewed,
      label: t('orders.actions.review'),
      ariaLabel: t('orders.actions.reviewOrder', { sn }),
      onSelect: () => void openReview(),
    },
    {
      key: 'viewReview',
      shown: allowed.review && reviewed,
      label: t('orders.actions.viewReview'),
      ariaLabel: t('orders.actions.viewReviewOrder', { sn }),
      onSelect: viewReview,
    },
    {
      key: 'cancel',
      shown: allowed.cancel,
      ghost: true,
      label: t('orders.actions.cancel'),
      ariaLabel: t('orders.actions.cancelOrder', { sn }),
      onSelect: () => setPending('cancel'),
    },
    {
      key: 'delete',
      shown: allowed.remove,
      ghost: true,
      label: t('orders.actions.delete'),
      ariaLabel: t('orders.actions.deleteOrder', { sn }),
      onSelect: () => setPending('delete'),
    },
    {
      key: 'copy',
      shown: true,
      ghost: true,
      label: t('orders.actions.copy'),
      ariaLabel: t('orders.actions.copyOrder', { sn }),
      onSelect: () => void copyOrderNumber(stores, sn),
    },
  ];
  const shown = actions.filter((action) => action.shown);
  // A phone keeps one row: the primary actions and Details, the rest under "More".
  const inRow = phone ? shown.filter((action) => action.primary) : shown;
  const inMenu = phone ? shown.filter((action) => !action.primary) : [];

  return (
    <div className="acc-order__actions">
      {inRow.map((action) => (
        <button
          key={action.key}
          type="button"
          className={`tu-button${action.primary ? ' tu-button--primary' : action.ghost ? ' tu-button--ghost' : ''}`}
          aria-label={action.ariaLabel}
          disabled={action.disabled}
          onClick={action.onSelect}
        >
          {action.label}
        </button>
      ))}
      <LocaleLink
        className="tu-button tu-button--ghost"
        to={`/order/detail?oid=${encodeURIComponent(String(order.id))}`}
        aria-label={t('orders.actions.detailOrder', { sn })}
      >
        {t('orders.actions.detail')}
      </LocaleLink>
      <OrderMoreMenu sn={sn} items={inMenu} />

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
          onConfirm={() => void run(() => orderListApi(stores.api).remove(order.id), t('orders.deleted'))}
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
