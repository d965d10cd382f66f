// The orders page's first reads: the orders panel's, for a member.
import type { PageHead, PageHeadArgs } from '@topup/shared-lib';
import { forMembers } from '../common/memberData';
import { metaHead } from '../common/metaHead';
import { readOrdersPanel } from './ordersPanelLoader';

export const loader = forMembers(async ({ query, stores: { api } }) => ({
  orders: await readOrdersPanel(api, query),
}));

export type UserOrdersData = Awaited<ReturnType<typeof loader>>;

export function head(_data: UserOrdersData, { t }: PageHeadArgs): PageHead {
  return metaHead(t, 'userOrders');
}
