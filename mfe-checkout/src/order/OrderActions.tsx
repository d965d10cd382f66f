// What the shopper can do with the order in its state (shared-lib orderState): pay, verify their
// identity, add the details a product asks after payment, urge, review (or view the review written),
// check a pending payment, cancel (asked twice, saying the coupon it holds comes back).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useAfterSitePopup, useStores, type Order, type OrderState } from '@topup/shared-lib';
import { NS } from '../i18n';
import { payResultPath } from './orderQuery';

export function OrderActions({
  order,
  state,
  reviewed,
  onPay,
  onChanged,
}: {
  order: Order;
  state: OrderState;
  /** The order's review is written. */
  reviewed: boolean;
  /** Opens the payment list for the order. */
  onPay: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const { api, ui, verificationTip } = useStores();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const allowed = state.actions;
  const holdsCoupon = (order.couponDiscount ?? 0) > 0;
  const afterReview = useAfterSitePopup('review', onChanged);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      ui.toast(done, 'success');
      onChanged();
    } catch {
      // The api client has shown the server's message already.
    } finally {
      setBusy(false);
      setConfirmCancel(false);
    }
  };

  const openReview = () => {
    ui.openSitePopup({ kind: 'review', orderId: String(order.id), mode: reviewed ? 'view' : 'add' });
    afterReview();
  };

  const pending = state.key === 'paymentPending';
  // Deleting is the account's orders list's: the detail offers the rest.
  const shown = [
    allowed.pay,
    pending,
    allowed.verify,
    allowed.fillInput,
    allowed.review,
    allowed.urge,
    allowed.cancel,
  ];
  if (!shown.some(Boolean)) return null;
  return (
    <div className="co-actions" role="group" aria-label={t('order.actions')}>
      {allowed.pay && (
        <button type="button" className="tu-button tu-button--primary" onClick={onPay}>
          {t('order.pay')}
        </button>
      )}
      {pending && (
        <LocaleLink className="tu-button tu-button--primary" to={payResultPath(String(order.id))}>
          {t('order.paymentStatus')}
        </LocaleLink>
      )}
      {allowed.verify && (
        // The account's verification flow, pointed at this order (the header's tip asks the same way).
        <button
          type="button"
          className="tu-button tu-button--primary"
          onClick={() => verificationTip.requestUpload(order.orderSn)}
        >
          {t('order.verify')}
        </button>
      )}
      {allowed.fillInput && (
        <LocaleLink className="tu-button tu-button--primary" to="/user?tab=order">
          {t('order.addDetails')}
        </LocaleLink>
      )}
      {allowed.review && (
        <button type="button" className="tu-button tu-button--primary" onClick={openReview}>
          {reviewed ? t('order.viewReview') : t('order.review')}
        </button>
      )}
      {allowed.urge && (
        <button
          type="button"
          className="tu-button"
          disabled={busy}
          onClick={() => run(() => api.orders.urge(order.id), t('order.urged'))}
        >
          {t('order.urge')}
        </button>
      )}
      {allowed.cancel && !confirmCancel && (
        <button type="button" className="tu-button" onClick={() => setConfirmCancel(true)}>
          {t('order.cancel')}
        </button>
      )}
      {confirmCancel && (
        <div className="co-actions__confirm" role="alertdialog" aria-label={t('order.cancel')}>
          <p>{holdsCoupon ? t('order.cancelConfirmCoupon') : t('order.cancelConfirm')}</p>
          <button
            type="button"
            className="tu-button co-button--danger"
            disabled={busy}
            onClick={() => run(() => api.orders.cancel(order.id), t('order.cancelled'))}
          >
            {t('order.cancelYes')}
          </button>
          <button type="button" className="tu-button" onClick={() => setConfirmCancel(false)} autoFocus>
            {t('order.cancelNo')}
          </button>
        </div>
      )}
    </div>
  );
}
