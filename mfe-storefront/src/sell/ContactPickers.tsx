// Country (built-in list of shared-lib domain/countries, loaded on demand, named in the page language,
// preset from countryStore) and phone prefix (phonePrefixStore, loaded on first use, preset to the
// server default).
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  countryName,
  phonePrefixStore,
  useCountries,
  useCountryOptions,
  type ValidationIssue,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { SelectField } from './SelectField';

export function CountryPicker({
  value,
  onValueChange,
  issue,
}: {
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
}) {
  const { t, i18n } = useTranslation(NS);
  const options = useCountryOptions(i18n.language);
  return (
    <SelectField
      label={t('sell.country')}
      name="country"
      value={value}
      // Until the names load, one option holds the current value in a disabled select.
      options={options ?? [{ value, label: t('sell.loadingCountries') }]}
      onValueChange={onValueChange}
      issue={issue}
      autoComplete="country"
      required
      disabled={!options}
      aria-busy={!options || undefined}
    />
  );
}

export const PhonePrefixPicker = observer(function PhonePrefixPicker({
  value,
  onValueChange,
  issue,
}: {
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
}) {
  const { t, i18n } = useTranslation(NS);
  const countries = useCountries();
  const touched = useRef(false);
  useEffect(() => {
    if (phonePrefixStore.list.length === 0) void phonePrefixStore.load();
  }, []);
  // Follow the server's default until the seller picks a prefix (even "No prefix").
  const defaultValue = phonePrefixStore.defaultValue;
  useEffect(() => {
    if (!touched.current && !value && defaultValue) onValueChange(defaultValue);
  }, [value, defaultValue, onValueChange]);
  const options = [
    { value: '', label: t('sell.noPrefix') },
    ...phonePrefixStore.list.map((entry) => {
      // The server names countries in English; the built-in list (once loaded) knows them in the page
      // language.
      const country = entry.country ? countries?.find(entry.country) : undefined;
      const name = country ? countryName(country, i18n.language) : entry.label;
      return { value: entry.value, label: `${entry.flag} ${entry.value} ${name}`.trim() };
    }),
  ];
  // Several countries can share a prefix (+1): keep the first, a select needs unique values.
  const unique = options.filter(
    (option, index) => options.findIndex((o) => o.value === option.value) === index,
  );
  return (
    <SelectField
      label={t('sell.prefix')}
      name="prefix"
      value={value}
      options={unique}
      onValueChange={(next) => {
        touched.current = true;
        onValueChange(next);
      }}
      issue={issue}
      autoComplete="tel-country-code"
    />
  );
});
