import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { countryName, phonePrefixStore, useCountries } from '@topup/shared-lib';
import { NS } from '../i18n';
import { SelectField } from './fields';

interface PhonePrefixPickerProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (prefix: string) => void;
}

/** Phone prefixes from the store's list ("🇺🇸 +1 United States"); blank when the list failed. */
export const PhonePrefixPicker = observer(function PhonePrefixPicker(props: PhonePrefixPickerProps) {
  const { t, i18n } = useTranslation(NS);
  const countries = useCountries();
  useEffect(() => {
    if (phonePrefixStore.list.length === 0) void phonePrefixStore.load();
  }, []);
  const options = [
    { value: '', label: t('forms.noPrefix') },
    ...phonePrefixStore.list.map((entry) => {
      // The server names the country in English; the built-in list (once loaded) knows it in the
      // shopper's language.
      const country = entry.country ? countries?.find(entry.country) : undefined;
      const name = country ? countryName(country, i18n.language) : entry.label;
      return { value: entry.value, label: `${entry.flag} ${entry.value} ${name}`.trim() };
    }),
  ];
  return <SelectField {...props} options={options} autoComplete="tel-country-code" />;
});
