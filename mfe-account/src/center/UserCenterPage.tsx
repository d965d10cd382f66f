import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../account.css';
import { LoginGate } from '../member/LoginGate';
import { MemberInfo } from '../member/MemberInfo';
import { RecentOrders } from '../orders/RecentOrders';

export default function UserCenterPage() {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading>{t('center.title')}</PageHeading>
      <LoginGate>
        <div className="acc-center">
          <MemberInfo />
          <RecentOrders />
        </div>
      </LoginGate>
    </div>
  );
}
