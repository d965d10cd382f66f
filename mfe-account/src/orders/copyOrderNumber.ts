import type { Stores } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';

/** Copying shows orders.replicateSuccess, a failure orders.replicateFali. */
export async function copyOrderNumber(
  { ui, i18n }: Pick<Stores, 'ui' | 'i18n'>,
  orderSn: string,
): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(orderSn);
    ui.toast(i18n.t(`${NS}:orders.replicateSuccess`), 'success');
    return true;
  } catch {
    ui.toast(i18n.t(`${NS}:orders.replicateFali`), 'error');
    return false;
  }
}
