import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ComboboxField, useCountryOptions, useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { whenPageSettled } from '../startup/pageSettled';

/**
 * The shopper's country (from a built-in list), beside the currency: sent with every call as
 * d-selective-country and remembered between visits. Searched by typed name, in the page's language or
 * English, as the forms' pickers are. The names are a chunk of their own: asked for once the page has
 * settled, or at once when the shopper reaches for the picker. Until they are in, and on the store's
 * server, the picker shows the chosen code alone, so the browser's first render is the server's; its
 * width does not change when they come.
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
    // Focus and presses inside reach here (React's focus events bubble): the field is being reached for.
    <div className="country-picker" onFocus={want} onPointerDown={want}>
      <ComboboxField
        label={t('country.label')}
        labelHidden
        name="country"
        value={country.country}
        onValueChange={(alpha2) => country.select(alpha2)}
        options={options}
        aria-busy={(wanted && !named) || undefined}
      />
    </div>
  );
});
