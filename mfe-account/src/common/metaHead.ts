import type { TFunction } from 'i18next';
import type { PageHead } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerMetaStrings';

/** The entries of the account's metadata table (user, user orders, user coupons). */
export type AccountMeta = 'user' | 'userOrders' | 'userCoupons';

/** A page's title, description and keywords from the table, in the page's language. */
export function metaHead(t: TFunction, entry: AccountMeta): PageHead {
  return {
    title: t(`${NS}:meta.${entry}.title`),
    description: t(`${NS}:meta.${entry}.description`),
    keywords: t(`${NS}:meta.${entry}.keywords`),
  };
}
