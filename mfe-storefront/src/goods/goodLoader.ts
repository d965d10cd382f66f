// /Good/{id}'s first read: the products of the category the id names. An id without a digit
// is refused with the invalid-parameter message (the page says it; nothing is read).
import { settle, type PageLoaderArgs } from '@topup/shared-lib';
import { checkProductId } from '../product/productId';
import { catalogueApi } from '../catalogue/catalogueApi';

export async function loader({ params, stores: { api } }: PageLoaderArgs) {
  const id = params.id ?? '';
  if (checkProductId(id)) return { invalidParameter: true } as const;
  return { invalidParameter: false, category: await settle(catalogueApi(api).menuItem(id)) } as const;
}

export type GoodData = Awaited<ReturnType<typeof loader>>;
