// What the shopper can do with the order in its status: pay, cancel (asked twice), urge.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type Order, type OrderState } from '@topup/shared-lib';
import { NS } from '../i18n';

export function OrderActions({
  order,
  actions: allowed,
  onChanged,
}: {
  order: Order;
  /** What the order's state allows (shared-lib orderState). */
  actions: OrderState['actions'];
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const { api, ui } = useStores();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);

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

  if (!allowed.pay && !allowed.urge && !allowed.cancel) return null;
  return (
    <div className="co-actions" role="group" aria-label={t('order.actions')}>
      {allowed.pay && (
        <button
          type="button"
          className="tu-button tu-button--primary"
          onClick={() => ui.openSitePopup({ kind: 'paymentList', orderId: String(order.id) })}
        >
          {t('order.pay')}
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
          <p>{t('order.cancelConfirm')}</p>
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
