import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryName } from '@topup/shared-lib';
import { SelectField } from './fields';

interface CountryPickerProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (alpha2: string) => void;
}

/** The built-in countries, named and sorted in the shopper's language. */
export function CountryPicker(props: CountryPickerProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(
    () =>
      COUNTRIES.map((country) => ({ value: country.alpha2, label: countryName(country, language) })).sort(
        (a, b) => a.label.localeCompare(b.label, language),
      ),
    [language],
  );
  return <SelectField {...props} options={options} autoComplete="country" />;
}
