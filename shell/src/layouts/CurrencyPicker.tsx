import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { currencyMark, useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { loadCurrencies } from '../currency/currencyList';

/**
 * The currency the store prices in. While the list loads, the picker shows the
 * current currency alone (busy), so the header keeps its size when the list arrives (no layout shift);
 * a failed list is empty: the picker goes and prices stay in USD. A page the store's server
 * rendered carries the list it rendered with (the browser takes it before hydrating), so both render
 * the same picker. Each option reads as prices do ("US$ USD", "NT$ TWD"): the store's marks, not the
 * list's symbols (which call USD a bare "$").
 */
export const CurrencyPicker = observer(function CurrencyPicker() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const { currency } = stores;
  useEffect(() => {
    // bootstrap loads it too: a load under way is shared, a cached list answers at once.
    if (currency.list.length === 0) void loadCurrencies(stores);
  }, [stores, currency]);
  const loading = !currency.settled;
  if (!loading && currency.list.length === 0) return null;
  const list = loading ? [{ code: currency.code }] : currency.list;
  return (
    <label className="currency-picker">
      <span className="visually-hidden">{t('currency.label')}</span>
      <select
        value={currency.code}
        disabled={loading}
        aria-busy={loading || undefined}
        onChange={(event) => currency.select(event.target.value)}
      >
        {list.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {`${currencyMark(entry.code)} ${entry.code}`}
          </option>
        ))}
      </select>
    </label>
  );
});
