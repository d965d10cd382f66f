// /product/{id}'s first read: the product's v3 detail, priced in the shopper's currency (the page-data
// cache drops it when the currency changes). An id without a digit is refused with the
// invalid-parameter message (the page says it; nothing is read).
import { settle, type PageLoaderArgs } from '@topup/shared-lib';
import { checkProductId } from './productId';
import { catalogueApi } from '../catalogue/catalogueApi';

export async function loader({ params, stores: { api } }: PageLoaderArgs) {
  const id = params.id ?? '';
  if (checkProductId(id)) return { invalidParameter: true } as const;
  return { invalidParameter: false, product: await settle(catalogueApi(api).byIdV3(id)) } as const;
}

export type ProductData = Awaited<ReturnType<typeof loader>>;
