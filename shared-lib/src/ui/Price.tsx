import { useTranslation } from 'react-i18next';
import { formatMoney } from '../domain/money';

export function Price({
  amount,
  currency,
  original,
}: {
  amount: number;
  currency: string;
  original?: number | null;
}) {
  const { i18n } = useTranslation();
  return (
    <span className="tu-price">
      <span className="tu-price__now">{formatMoney(amount, currency, i18n.language)}</span>
      {original != null && original > amount && (
        <s className="tu-price__was">{formatMoney(original, currency, i18n.language)}</s>
      )}
    </span>
  );
}
