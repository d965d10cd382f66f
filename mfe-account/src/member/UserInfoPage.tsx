import { useTranslation } from 'react-i18next';
import { LoginRequired, PageHeading, type ServerRender } from '@topup/shared-lib';
import { AccountNav } from '../common/AccountNav';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../i18n/registerProfileStrings';
import '../i18n/registerCenterStrings';
import '../account.css';
import { MemberInfo } from './MemberInfo';
import { SignInSettings } from './SignInSettings';
import { head } from './userInfoHead';

export { head };
export const serverRender: ServerRender = 'member';

/**
 * /user/user and /user/comp/info: the member's details and sign-in settings (no loader: they are the
 * user store's).
 */
export default function UserInfoPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  return (
    <div>
      <PageHeading lead={t('profile.lead')}>{t('profile.title')}</PageHeading>
      <AccountNav current="profile" />
      <LoginRequired message={t('center.loginPrompt')}>
        <div className="acc-center">
          <MemberInfo />
          <SignInSettings />
        </div>
      </LoginRequired>
    </div>
  );
}
