import { useTranslation } from 'react-i18next';
import { formatMoney, imageHosts, resolveImageUrl, type Sku } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';

/** The size a pack's icon is shown at. */
const PACK_ICON_SIZE = 48;

/** Percent saved against the original price, whole percent. */
export const discountPercent = (sku: Sku): number | null =>
  sku.originalPrice != null && sku.originalPrice > sku.price
    ? Math.round(((sku.originalPrice - sku.price) / sku.originalPrice) * 100)
    : null;

export function DenominationPicker({
  skus,
  selected,
  onSelect,
  error,
}: {
  skus: Sku[];
  selected: number | null;
  onSelect: (id: number) => void;
  error: string | null;
}) {
  const { t, i18n } = useTranslation(NS);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <fieldset className="sf-denoms" aria-describedby={error ? 'sf-denoms-error' : undefined}>
      <legend className="visually-hidden">{t('topUp.denominations')}</legend>
      <div className="sf-denoms__grid">
        {skus.map((sku) => {
          const percent = discountPercent(sku);
          return (
            <label key={sku.id} className="sf-denom" data-selected={selected === sku.id}>
              <input
                type="radio"
                name="sku"
                value={sku.id}
                checked={selected === sku.id}
                onChange={() => onSelect(sku.id)}
              />
              {/* The pack's icon grows with the amount (store-api's drawn 128 px icons). */}
              {sku.pic && (
                <img
                  src={resolveImageUrl(sku.pic, imageHosts())}
                  alt=""
                  width={PACK_ICON_SIZE}
                  height={PACK_ICON_SIZE}
                  loading="lazy"
                  decoding="async"
                  className="sf-denom__pic"
                />
              )}
              <span className="sf-denom__name">{sku.name}</span>
              <span className="sf-denom__price">{money(sku.price, sku.currency)}</span>
              {percent !== null && sku.originalPrice != null && (
                <span className="sf-denom__was">
                  <s>{t('topUp.was', { price: money(sku.originalPrice, sku.currency) })}</s>{' '}
                  <span className="sf-denom__off">{t('topUp.discount', { percent })}</span>
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="sf-denoms-error" className="tu-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
