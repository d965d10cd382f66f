import { useTranslation } from 'react-i18next';
import { PageHeading, usePageData, type ServerRender } from '@topup/shared-lib';
import { AccountNav } from '../common/AccountNav';
import { MemberContent } from '../common/MemberContent';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';
import '../account.css';
import { OrdersPanel } from './OrdersPanel';
import { head, loader, type UserOrdersData } from './userOrdersLoader';

export { head, loader };
export const serverRender: ServerRender = 'member';

export default function UserOrdersPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  const data = usePageData<UserOrdersData>();
  return (
    <div>
      <PageHeading lead={t('orders.lead')}>{t('orders.pageTitle')}</PageHeading>
      <AccountNav current="orders" />
      <MemberContent data={data}>
        {({ orders }) => <OrdersPanel data={orders} titled={false} />}
      </MemberContent>
    </div>
  );
}
