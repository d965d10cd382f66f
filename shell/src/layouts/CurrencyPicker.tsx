import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { currencyStore, useHydrated } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';

/**
 * The currency the store prices in (spec 3 "Currency"). While the list loads, the picker shows the
 * current currency alone (busy), so the header keeps its size when the list arrives (issue 10, CLS);
 * a failed list is empty (spec 8): the picker goes and prices stay in USD. A page the store's server
 * rendered shows it loading until hydrated, as the server did: a returning shopper's list comes from
 * storage at once, which the server cannot see.
 */
export const CurrencyPicker = observer(function CurrencyPicker() {
  const { t } = useTranslation(SHELL_NS);
  useEffect(() => {
    // bootstrap loads it too: a load under way is shared, a cached list answers at once.
    if (currencyStore.list.length === 0) void currencyStore.load();
  }, []);
  const hydrated = useHydrated();
  const loading = !hydrated || !currencyStore.settled;
  if (!loading && currencyStore.list.length === 0) return null;
  const list = loading ? [{ code: currencyStore.code, symbol: '' }] : currencyStore.list;
  return (
    <label className="currency-picker">
      <span className="visually-hidden">{t('currency.label')}</span>
      <select
        value={currencyStore.code}
        disabled={loading}
        aria-busy={loading || undefined}
        onChange={(event) => currencyStore.select(event.target.value)}
      >
        {list.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.symbol ? `${currency.code} ${currency.symbol}` : currency.code}
          </option>
        ))}
      </select>
    </label>
  );
});
