// /product/{id}'s title: the product's name, else the page's own name.
import { titledHead, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';
import type { ProductData } from './productLoader';
import '../i18n/registerCatalogueStrings';

export function head(data: ProductData, { t }: PageHeadArgs): PageHead {
  const name = !data.invalidParameter && data.product.ok ? data.product.data.name : '';
  return titledHead(t, name || t(`${NS}:productPage.title`));
}
