import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';
import { NS } from '../i18n';

/** Copies the order number, saying whether it worked (orders.replicateSuccess / replicateFali). */
export function CopyOrderNumber({ orderSn }: { orderSn: string }) {
  const { t } = useTranslation(NS);
  const { ui } = useStores();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderSn);
      ui.toast(t('order.replicateSuccess'), 'success');
    } catch {
      ui.toast(t('order.replicateFali'), 'error');
    }
  };
  return (
    <button type="button" className="co-copy" aria-label={t('order.copy')} onClick={copy}>
      {t('order.copyShort')}
    </button>
  );
}
