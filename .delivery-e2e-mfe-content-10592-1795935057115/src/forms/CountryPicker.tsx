import { useTranslation } from 'react-i18next';
import { ComboboxField, useCountryOptions } from '@topup/shared-lib';
import { NS } from '../i18n';

interface CountryPickerProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (alpha2: string) => void;
}

/** The built-in countries, named and sorted in the shopper's language, searched by typed name. */
export function CountryPicker(props: CountryPickerProps) {
  const { t, i18n } = useTranslation(NS);
  const options = useCountryOptions(i18n.language);
  return (
    <ComboboxField
      {...props}
      // Until the names load, one option holds the current value in a disabled field.
      options={options ?? [{ value: props.value, label: t('forms.loadingCountries') }]}
      autoComplete="country"
      disabled={!options}
      aria-busy={!options || undefined}
    />
  );
}
