import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ComboboxField, usePhonePrefixOptions } from '@topup/shared-lib';
import { NS } from '../i18n';

interface PhonePrefixPickerProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (prefix: string) => void;
}

/**
 * Phone prefixes from the store's list ("🇺🇸 +1 United States"), searched by typed name or code; blank
 * when the list failed.
 */
export const PhonePrefixPicker = observer(function PhonePrefixPicker(props: PhonePrefixPickerProps) {
  const { t, i18n } = useTranslation(NS);
  const options = [{ value: '', label: t('forms.noPrefix') }, ...usePhonePrefixOptions(i18n.language)];
  return <ComboboxField {...props} options={options} autoComplete="tel-country-code" />;
});
