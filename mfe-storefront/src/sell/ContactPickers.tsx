// Both searched by typed name (ComboboxField). Country (built-in list of shared-lib domain/countries, loaded on demand, named in the page language,
// preset from the country store) and phone prefix (the phone prefix store, loaded on first use, preset
// to the server default).
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  ComboboxField,
  useCountryOptions,
  usePhonePrefixOptions,
  useStores,
  type ValidationIssue,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerSellStrings';

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
    <ComboboxField
      label={t('sell.country')}
      name="country"
      value={value}
      // Until the names load, one option holds the current value in a disabled field.
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
  const touched = useRef(false);
  // Follow the server's default until the seller picks a prefix (even "No prefix").
  const defaultValue = useStores().phonePrefix.defaultValue;
  useEffect(() => {
    if (!touched.current && !value && defaultValue) onValueChange(defaultValue);
  }, [value, defaultValue, onValueChange]);
  const options = [{ value: '', label: t('sell.noPrefix') }, ...usePhonePrefixOptions(i18n.language)];
  return (
    <ComboboxField
      label={t('sell.prefix')}
      name="prefix"
      value={value}
      options={options}
      onValueChange={(next) => {
        touched.current = true;
        onValueChange(next);
      }}
      issue={issue}
      autoComplete="tel-country-code"
    />
  );
});
