// The product behind a /top-up/{linkName} page. The detail calls need an id with a digit (spec 5),
// so the link name is first resolved to the product's sn through the catalogue.
import { useTranslation } from 'react-i18next';
import {
  allNow,
  catchNow,
  currencyStore,
  products,
  thenNow,
  useAsync,
  type Tracked,
  type ProductDelivery,
  type ProductDetailV4,
  type ProductSeo,
} from '@topup/shared-lib';

/** The v4 detail plus what store-api may add later (a promotion's end, issue 6). */
export type TopUpDetail = ProductDetailV4 & { promotionEndTime?: string | null };

export interface TopUpProduct {
  detail: TopUpDetail;
  delivery: ProductDelivery | null;
  seo: ProductSeo | null;
}

export class ProductNotFoundError extends Error {}

/** The sn of the catalogue's product with this link name; settled at once when the index is. */
function resolveSn(linkName: string): Tracked<string> {
  return thenNow(products.indexV2(), (index) => {
    const match = index.sections.flatMap((section) => section.products).find((p) => p.linkName === linkName);
    if (!match) throw new ProductNotFoundError(linkName);
    return match.sn;
  });
}

/**
 * Reloaded when the language (names) or the currency (prices, spec 7 H-currency) changes. Settled at
 * once when the page holds the answers (a server-rendered page: shared-lib api/pageAnswers.ts).
 */
export function useTopUpProduct(linkName: string) {
  const { i18n } = useTranslation();
  const currency = currencyStore.code;
  return useAsync<TopUpProduct>(
    () =>
      thenNow(resolveSn(linkName), (sn) =>
        thenNow(
          allNow([
            products.byIdV4(sn) as Tracked<TopUpDetail>,
            // Delivery fields and SEO text are extras: the page still sells without them.
            catchNow(products.deliveryFields(sn), () => null),
            catchNow(products.seo(sn), () => null),
          ]),
          ([detail, delivery, seo]) => ({ detail, delivery, seo }),
        ),
      ),
    [linkName, i18n.language, currency],
  );
}
