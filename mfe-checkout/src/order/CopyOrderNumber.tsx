import { useTranslation } from 'react-i18next';
import { uiStore } from '@topup/shared-lib';
import { NS } from '../i18n';

/** Copies the order number, with the spec 8 messages (orders.replicateSuccess / replicateFali). */
export function CopyOrderNumber({ orderSn }: { orderSn: string }) {
  const { t } = useTranslation(NS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderSn);
      uiStore.toast(t('order.replicateSuccess'), 'success');
    } catch {
      uiStore.toast(t('order.replicateFali'), 'error');
    }
  };
  return (
    <button type="button" className="co-copy" aria-label={t('order.copy')} onClick={copy}>
      {t('order.copyShort')}
    </button>
  );
}
