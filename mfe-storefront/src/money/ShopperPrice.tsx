import { observer } from 'mobx-react-lite';
import { Price, useStores } from '@topup/shared-lib';
import { inShopperCurrency } from './shopperMoney';

/** A price (and the struck-through price it replaces) as the shopper's currency shows it. */
export const ShopperPrice = observer(function ShopperPrice({
  amount,
  currency,
  original,
}: {
  amount: number;
  currency: string;
  original?: number | null;
}) {
  const { currency: shopper } = useStores();
  const now = inShopperCurrency(amount, currency, shopper);
  const was = original == null ? null : inShopperCurrency(original, currency, shopper).amount;
  return <Price amount={now.amount} currency={now.currency} original={was} />;
});
