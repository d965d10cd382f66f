import { useTranslation } from 'react-i18next';
import { LoginRequired, PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../account.css';
import { MemberInfo } from '../member/MemberInfo';
import { RecentOrders } from '../orders/RecentOrders';

export default function UserCenterPage() {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading>{t('center.title')}</PageHeading>
      <LoginRequired message={t('center.loginPrompt')}>
        <div className="acc-center">
          <MemberInfo />
          <RecentOrders />
        </div>
      </LoginRequired>
    </div>
  );
}
