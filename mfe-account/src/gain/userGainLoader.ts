// The rewards page's first read: the member's VIP level, growth and discount (GET /hums/vip/discount).
import { pageTitle, settle, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { forMembers } from '../common/memberData';
import { metaHead } from '../common/metaHead';
import { NS } from '../i18n';
import '../i18n/registerGainStrings';

export const loader = forMembers(async ({ stores: { api } }) => ({
  vip: await settle(api.coupons.vipDiscount()),
}));

export type UserGainData = Awaited<ReturnType<typeof loader>>;

/** The account's entry, under the page's own title. */
export function head(_data: UserGainData, { t }: PageHeadArgs): PageHead {
  return { ...metaHead(t, 'user'), title: pageTitle(t, t(`${NS}:gain.title`)) };
}
