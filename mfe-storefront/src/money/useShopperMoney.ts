import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, formatMoney, useStores } from '@topup/shared-lib';
import { inShopperCurrency } from './shopperMoney';

/**
 * Formats a USD amount (a coupon's value, say) in the shopper's currency. Call it from an observer
 * component, so the text follows a change of currency.
 */
export function useShopperMoney(): (amountUsd: number) => string {
  const { currency } = useStores();
  const { i18n } = useTranslation();
  return (amountUsd) => {
    const money = inShopperCurrency(amountUsd, DEFAULT_CURRENCY, currency);
    return formatMoney(money.amount, money.currency, i18n.language);
  };
}
