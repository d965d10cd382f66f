import type { PageHead, PageHeadArgs } from '@topup/shared-lib';
import { metaHead } from '../common/metaHead';

/** The profile pages read nothing of their own: the member's details are the user store's. */
export function head(_data: unknown, { t }: PageHeadArgs): PageHead {
  return metaHead(t, 'user');
}
