import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { imageHosts, LocaleLink, resolveImageUrl, type ProductSummary } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerProductGridStrings';
import { ShopperPrice } from '../money/ShopperPrice';

/** The product art's drawn size (store-api's 256 px square), shown at the card's width. */
export const CARD_ART_SIZE = 256;

/** Whole percent off the list price, or null when the cheapest pack is not discounted. */
export function percentOff(price: number, original: number | null): number | null {
  if (original === null || original <= price || original <= 0) return null;
  const percent = Math.round((1 - price / original) * 100);
  return percent > 0 ? percent : null;
}

/**
 * The product's own artwork, its name, the price it starts from (the shopper's currency), the discount and
 * how soon it is delivered. Memoised: a long list's "Show more" renders only the cards it adds; the
 * language and the currency still reach every card, through its own hooks.
 */
export const ProductCard = memo(function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation(NS);
  const off = percentOff(product.minPrice, product.originalPrice);
  return (
    <li className="sf-card">
      <LocaleLink
        to={`/top-up/${product.linkName}`}
        className="sf-card__link"
        aria-label={t('product.open', { name: product.name })}
      >
        <span className="sf-card__art">
          {/* Sized so the row never jumps; through the image host rule, so a CDN can serve it. */}
          <img
            src={resolveImageUrl(product.pic, imageHosts())}
            alt=""
            width={CARD_ART_SIZE}
            height={CARD_ART_SIZE}
            loading="lazy"
            decoding="async"
            className="sf-card__pic"
          />
          {off !== null && <span className="sf-card__off">{t('product.off', { percent: off })}</span>}
        </span>
        <span className="sf-card__name">{product.name}</span>
      </LocaleLink>
      <span className="sf-card__price">
        <span className="sf-card__from">{t('product.from')}</span>{' '}
        <ShopperPrice amount={product.minPrice} currency={product.currency} original={null} />
      </span>
      {product.deliveryMinutes !== undefined && (
        <span className="sf-card__delivery">
          {t('product.delivery', { minutes: product.deliveryMinutes })}
        </span>
      )}
    </li>
  );
});
