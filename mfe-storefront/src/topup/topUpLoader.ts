// The top-up page's first reads. The detail calls need an id with a digit, so the
// address's link name is first resolved to the product's sn through the home index; a link name the
// index does not hold names no page (404). The detail's prices are in the shopper's currency and its
// coupons the member's: the page-data cache drops it when either changes. Beside it: the new-user offer,
// the store's categories (the page's "More goods") and, for a product whose seller asks more after
// payment, what it asks (GET /hpms/product/sn/{sn}/input/afterpay), so the shopper knows before buying.
import {
  dataOr,
  pageNotFound,
  settle,
  type Coupon,
  type HomeIndex,
  type MenuItem,
  type PageHead,
  type PageLoaderArgs,
  type ProductSeo,
  type Settled,
} from '@topup/shared-lib';
import { type ProductDelivery, type ProductDetailV4 } from '../catalogue/catalogueTypes';
import { readNewUserOffer } from '../offers/newUserOffer';
import { catalogueApi } from '../catalogue/catalogueApi';

/** The v4 detail plus what store-api may add later (a promotion's end). */
export type TopUpDetail = ProductDetailV4 & { promotionEndTime?: string | null };

export interface TopUpProduct {
  detail: TopUpDetail;
  /** Extras: the page still sells without them. */
  delivery: ProductDelivery | null;
  seo: ProductSeo | null;
  /** The new-user coupon on offer (none: the store has none now). */
  newUserOffer: Coupon | null;
  /** The store's categories, for the page's "More goods" links. */
  menu: MenuItem[];
  /** What the seller asks after payment, in the shopper's language; none for most products. */
  afterPay: string[];
}

export interface TopUpData {
  product: Settled<TopUpProduct>;
}

/** The sn of the index's product with this link name, in any section; null: none. */
export function snOfLinkName(index: HomeIndex, linkName: string): string | null {
  for (const section of index.sections) {
    const match = section.products.find((product) => product.linkName === linkName);
    if (match) return match.sn;
  }
  return null;
}

/**
 * The labels of the fields a product asks after payment, read only for a product that has some; the
 * detail's own (stored) labels when the read fails.
 */
export async function readAfterPayLabels(
  api: PageLoaderArgs['stores']['api'],
  detail: TopUpDetail,
): Promise<string[]> {
  if (detail.afterPayFields.length === 0) return [];
  const read = await settle(catalogueApi(api).afterPayFields(detail.sn));
  return read.ok ? (read.data.labels ?? read.data.fields) : detail.afterPayFields;
}

export async function loader({ params, stores: { api } }: PageLoaderArgs): Promise<TopUpData> {
  const index = await settle(api.products.indexV2());
  // Without the index the page cannot tell a product from a wrong address: it says the read failed.
  if (!index.ok) return { product: index };
  const sn = snOfLinkName(index.data, params.linkName ?? '');
  if (sn === null) pageNotFound();
  const [detail, delivery, seo, newUserOffer, menu] = await Promise.all([
    settle(catalogueApi(api).byIdV4(sn) as Promise<TopUpDetail>),
    settle(catalogueApi(api).deliveryFields(sn)),
    settle(api.products.seo(sn)),
    readNewUserOffer(api),
    settle(api.products.menu()),
  ]);
  if (!detail.ok) return { product: detail };
  const afterPay = await readAfterPayLabels(api, detail.data);
  return {
    product: {
      ok: true,
      data: {
        detail: detail.data,
        delivery: dataOr(delivery),
        seo: dataOr(seo),
        newUserOffer,
        menu: dataOr(menu) ?? [],
        afterPay,
      },
    },
  };
}

/**
 * The product's own SEO text, its name and description while it has none. No hero picture: the page's
 * largest paint is text (the product's description), not its small picture.
 */
export function head({ product }: TopUpData): PageHead {
  if (!product.ok) return {};
  const { detail, seo } = product.data;
  return {
    title: seo?.title || detail.name,
    description: seo?.description || detail.description,
    ...(seo?.keywords.length ? { keywords: seo.keywords.join(', ') } : {}),
  };
}
