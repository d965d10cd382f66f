// The top-up list's first read: the home index, whose "all" section it lists. Spec 2: /top-up has no
// title metadata (the store's default stands); its largest paint is the first card's picture.
import {
  heroImage,
  mediaUrl,
  settle,
  type HomeIndex,
  type PageHead,
  type PageLoaderArgs,
  type ProductSummary,
} from '@topup/shared-lib';

export async function loader({ stores: { api } }: PageLoaderArgs) {
  return { index: await settle(api.products.indexV2()) };
}

export type TopUpListData = Awaited<ReturnType<typeof loader>>;

/** The products the list shows: the index's "all" section. */
export const allProducts = (index: HomeIndex): ProductSummary[] =>
  index.sections.find((section) => section.key === 'all')?.products ?? [];

export function head({ index }: TopUpListData): PageHead {
  const first = index.ok ? allProducts(index.data)[0] : undefined;
  // As ProductCard renders it: the media URL, no preset.
  return first ? { image: heroImage(mediaUrl(first.pic)) } : {};
}
