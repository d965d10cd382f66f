// The top-up list's first read: the home index, whose "all" section it lists. The route table: /top-up has no
// metadata entry (the store's default description stands), so its title is the page's own name; its
// largest paint is the first card's picture.
import {
  heroImage,
  settle,
  titledHead,
  type HomeIndex,
  type PageHead,
  type PageHeadArgs,
  type PageLoaderArgs,
  type ProductSummary,
} from '@topup/shared-lib';
import { mediaUrl } from '../media/mediaUrl';
import { NS } from '../i18n';
import '../i18n/registerCatalogueStrings';

export async function loader({ stores: { api } }: PageLoaderArgs) {
  return { index: await settle(api.products.indexV2()) };
}

export type TopUpListData = Awaited<ReturnType<typeof loader>>;

/** The products the list shows: the index's "all" section. */
export const allProducts = (index: HomeIndex): ProductSummary[] =>
  index.sections.find((section) => section.key === 'all')?.products ?? [];

export function head({ index }: TopUpListData, { t }: PageHeadArgs): PageHead {
  const first = index.ok ? allProducts(index.data)[0] : undefined;
  const own = titledHead(t, t(`${NS}:topUpList.title`));
  // As ProductCard renders it: the media URL, no preset.
  return first ? { ...own, image: heroImage(mediaUrl(first.pic)) } : own;
}
