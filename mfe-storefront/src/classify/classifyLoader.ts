// The categories page's first reads (spec 7): the v2 menu, then the products of the category the
// address chooses (?id=) when the menu has it, else of the menu's first. Spec 2: /classify has no
// title metadata (the store's default stands); its largest paint is the first product's picture.
import {
  heroImage,
  mediaUrl,
  settle,
  type MenuItem,
  type PageHead,
  type PageLoaderArgs,
} from '@topup/shared-lib';
import { MENU_PARAM } from './menuParam';

/** The id of the category the page shows: the one `wanted` names when the menu has it, else the first. */
export function chosenMenuId(menu: readonly MenuItem[], wanted: string | null): number | null {
  const named = wanted === null ? undefined : menu.find((item) => item.id === Number(wanted));
  return (named ?? menu[0])?.id ?? null;
}

export async function loader({ query, stores: { api } }: PageLoaderArgs) {
  const menu = await settle(api.products.menu());
  const chosen = menu.ok ? chosenMenuId(menu.data, query.get(MENU_PARAM)) : null;
  const category = chosen === null ? null : await settle(api.products.menuItem(chosen));
  return { menu, chosen, category };
}

export type ClassifyData = Awaited<ReturnType<typeof loader>>;

export function head({ category }: ClassifyData): PageHead {
  const first = category?.ok ? category.data.products[0] : undefined;
  // As ProductCard renders it: the media URL, no preset.
  return first ? { image: heroImage(mediaUrl(first.pic)) } : {};
}
