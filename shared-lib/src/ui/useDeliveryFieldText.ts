// Delivery fields as a page shows them (label, colon, value; the colon is the language's own,
// full-width in Chinese and ASCII in English, as the order keeps it regardless), with the labels the
// store's products ask for and the game server's name in the page's language; a seller's own label
// shows as given.
import { useTranslation } from 'react-i18next';
import { deliveryLabelKey, type DeliveryField } from '../domain/delivery';
import { withServerName } from '../domain/deliveryServer';
import { useLanguage } from './useLanguage';
import { COMMON_NS } from '../i18n/i18n';

/** The shown label of a delivery field in the current language. */
export function useDeliveryLabel(): (label: string) => string {
  const { t } = useTranslation(COMMON_NS);
  return (label) => {
    const key = deliveryLabelKey(label);
    return key ? t(`delivery.labels.${key}`, { defaultValue: label }) : label;
  };
}

/** `label: value` of a delivery field (`label：value` in Chinese), its label and a server's name in the current language. */
export function useDeliveryFieldText(): (field: DeliveryField) => string {
  const { t } = useTranslation(COMMON_NS);
  const label = useDeliveryLabel();
  const language = useLanguage();
  return (field) => {
    const named = withServerName(field, language);
    return t('delivery.field', { label: label(named.label), value: named.value });
  };
}
