import { useTranslation } from 'react-i18next';
import { parseDelivery, useDeliveryFieldText } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';

/**
 * An order's delivery details (label, full-width colon, value), the store's labels and the
 * game server's name in the page's language.
 */
export function OrderDelivery({ delivery }: { delivery: string }) {
  const { t } = useTranslation(NS);
  const fieldText = useDeliveryFieldText();
  const fields = parseDelivery(delivery);
  if (fields.length === 0) return null;
  return (
    <ul className="acc-order__delivery" aria-label={t('orders.delivery')}>
      {fields.map((field, index) => (
        <li key={`${field.label}-${index}`}>{fieldText(field)}</li>
      ))}
    </ul>
  );
}
