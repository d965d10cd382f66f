import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCountryOptions, useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { whenPageSettled } from '../startup/pageSettled';

/**
 * The shopper's country (the data model built-in list), beside the currency: sent with
 * every call as d-selective-country and remembered between visits. The names, in the page's
 * language, are a chunk of their own: asked for once the page has settled, or at once when the shopper
 * reaches for the picker. Until they are in, and on the store's server, the picker shows the chosen
 * code alone, so the browser's first render is the server's; its width does not change when they come.
 */
export const CountryPicker = observer(function CountryPicker() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { country } = useStores();
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenPageSettled(() => setWanted(true)), []);
  const named = useCountryOptions(i18n.language, wanted);
  const options = named ?? [{ value: country.country, label: country.country }];
  const want = () => setWanted(true);
  return (
    <label className="country-picker">
      <span className="visually-hidden">{t('country.label')}</span>
      <select
        value={country.country}
        onPointerDown={want}
        onFocus={want}
        onChange={(event) => country.select(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
});
