import { useTranslation } from 'react-i18next';
import { PageHeading, usePageData, type ServerRender } from '@topup/shared-lib';
import { AccountNav } from '../common/AccountNav';
import { MemberContent } from '../common/MemberContent';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../i18n/registerCouponsStrings';
import '../account.css';
import { CouponsPanel } from './CouponsPanel';
import { head, loader, type UserCouponsData } from './userCouponsLoader';

export { head, loader };
export const serverRender: ServerRender = 'member';

export default function UserCouponsPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  const data = usePageData<UserCouponsData>();
  return (
    <div>
      <PageHeading lead={t('coupons.lead')}>{t('coupons.pageTitle')}</PageHeading>
      <AccountNav current="coupons" />
      <MemberContent data={data}>
        {({ coupons }) => <CouponsPanel lists={coupons} titled={false} />}
      </MemberContent>
    </div>
  );
}
