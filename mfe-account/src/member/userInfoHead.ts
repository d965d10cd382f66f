import { pageTitle, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { metaHead } from '../common/metaHead';
import { NS } from '../i18n';
import '../i18n/registerProfileStrings';

/**
 * The profile pages read nothing of their own: the member's details are the user store's. The account's
 * entry, under the page's own title.
 */
export function head(_data: unknown, { t }: PageHeadArgs): PageHead {
  return { ...metaHead(t, 'user'), title: pageTitle(t, t(`${NS}:profile.title`)) };
}
