// The product behind a /top-up/{linkName} page. The detail calls need an id with a digit (spec 5),
// so the link name is first resolved to the product's sn through the catalogue.
import { useTranslation } from 'react-i18next';
import {
  currencyStore,
  products,
  useAsync,
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

async function resolveSn(linkName: string): Promise<string> {
  const index = await products.indexV2();
  const match = index.sections.flatMap((section) => section.products).find((p) => p.linkName === linkName);
  if (!match) throw new ProductNotFoundError(linkName);
  return match.sn;
}

/** Reloaded when the language (names) or the currency (prices, spec 7 H-currency) changes. */
export function useTopUpProduct(linkName: string) {
  const { i18n } = useTranslation();
  const currency = currencyStore.code;
  return useAsync<TopUpProduct>(async () => {
    const sn = await resolveSn(linkName);
    // Delivery fields and SEO text are extras: the page still sells without them.
    const [detail, delivery, seo] = await Promise.all([
      products.byIdV4(sn) as Promise<TopUpDetail>,
      products.deliveryFields(sn).catch(() => null),
      products.seo(sn).catch(() => null),
    ]);
    return { detail, delivery, seo };
  }, [linkName, i18n.language, currency]);
}
