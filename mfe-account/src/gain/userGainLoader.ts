// The rewards page's first read: the member's VIP level, growth and discount (GET /hums/vip/discount).
import { settle, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { forMembers } from '../common/memberData';
import { metaHead } from '../common/metaHead';

export const loader = forMembers(async ({ stores: { api } }) => ({
  vip: await settle(api.coupons.vipDiscount()),
}));

export type UserGainData = Awaited<ReturnType<typeof loader>>;

export function head(_data: UserGainData, { t }: PageHeadArgs): PageHead {
  return metaHead(t, 'user');
}
