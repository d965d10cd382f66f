// The categories page's first reads: the v2 menu, then the products of the category the
// address chooses (?id=) when the menu has it, else of the menu's first. The route table: /classify has no
// metadata entry (the store's default description stands), so its title is the page's own name; its
// largest paint is the first product's picture.
import {
  heroImage,
  settle,
  titledHead,
  type MenuItem,
  type PageHead,
  type PageHeadArgs,
  type PageLoaderArgs,
} from '@topup/shared-lib';
import { mediaUrl } from '../media/mediaUrl';
import { NS } from '../i18n';
import { MENU_PARAM } from './menuParam';
import '../i18n/registerCatalogueStrings';
import { catalogueApi } from '../catalogue/catalogueApi';

/** The id of the category the page shows: the one `wanted` names when the menu has it, else the first. */
export function chosenMenuId(menu: readonly MenuItem[], wanted: string | null): number | null {
  const named = wanted === null ? undefined : menu.find((item) => item.id === Number(wanted));
  return (named ?? menu[0])?.id ?? null;
}

export async function loader({ query, stores: { api } }: PageLoaderArgs) {
  const menu = await settle(api.products.menu());
  const chosen = menu.ok ? chosenMenuId(menu.data, query.get(MENU_PARAM)) : null;
  const category = chosen === null ? null : await settle(catalogueApi(api).menuItem(chosen));
  return { menu, chosen, category };
}

export type ClassifyData = Awaited<ReturnType<typeof loader>>;

export function head({ category }: ClassifyData, { t }: PageHeadArgs): PageHead {
  const first = category?.ok ? category.data.products[0] : undefined;
  const own = titledHead(t, t(`${NS}:classify.title`));
  // As ProductCard renders it: the media URL, no preset.
  return first ? { ...own, image: heroImage(mediaUrl(first.pic)) } : own;
}
