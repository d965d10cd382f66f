import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, mediaUrl, type ProductSummary } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerProductGridStrings';
import { ShopperPrice } from '../money/ShopperPrice';

/**
 * Memoised: a long list's "Show more" renders only the cards it adds. The language and the
 * currency still reach every card, through its own hooks. Its price is listed in USD and shown in the
 * shopper's currency.
 */
export const ProductCard = memo(function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation(NS);
  return (
    <li className="sf-card tu-card">
      <LocaleLink
        to={`/top-up/${product.linkName}`}
        className="sf-card__link"
        aria-label={t('product.open', { name: product.name })}
      >
        <img
          src={mediaUrl(product.pic)}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          className="sf-card__pic"
        />
        <span className="sf-card__name">{product.name}</span>
      </LocaleLink>
      <span className="sf-card__kind">{t(`product.kind.${product.kind}`)}</span>
      <ShopperPrice amount={product.minPrice} currency={product.currency} original={product.originalPrice} />
    </li>
  );
});
