import { useTranslation } from 'react-i18next';
import { PageHeading, usePageData, type ServerRender } from '@topup/shared-lib';
import { AccountNav } from '../common/AccountNav';
import { MemberContent } from '../common/MemberContent';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../i18n/registerGainStrings';
import '../account.css';
import { head, loader, type UserGainData } from './userGainLoader';
import { VipSummary } from './VipSummary';

export { head, loader };
export const serverRender: ServerRender = 'member';

export default function UserGainPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  const data = usePageData<UserGainData>();
  return (
    <div>
      <PageHeading lead={t('gain.lead')}>{t('gain.title')}</PageHeading>
      <AccountNav current="gain" />
      <MemberContent data={data}>{({ vip }) => <VipSummary vip={vip} />}</MemberContent>
    </div>
  );
}
