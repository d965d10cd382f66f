// The coupons page's first reads: the coupons panel's lists, for a member.
import type { PageHead, PageHeadArgs } from '@topup/shared-lib';
import { forMembers } from '../common/memberData';
import { metaHead } from '../common/metaHead';
import { readCouponLists } from './couponLists';

export const loader = forMembers(async ({ stores: { api } }) => ({ coupons: await readCouponLists(api) }));

export type UserCouponsData = Awaited<ReturnType<typeof loader>>;

export function head(_data: UserCouponsData, { t }: PageHeadArgs): PageHead {
  return metaHead(t, 'userCoupons');
}
