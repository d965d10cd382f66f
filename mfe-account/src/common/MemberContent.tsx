import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, LoginRequired } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCenterStrings';
import type { MemberData } from './memberData';

/**
 * A member page's content from its loader data: the login prompt for a guest; for a member, the
 * content, or the loading line while data read for a guest is read again for the member who just
 * logged in.
 */
export function MemberContent<Data>({
  data,
  children,
}: {
  data: MemberData<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <LoginRequired message={t('center.loginPrompt')}>
      {data.guest ? <LoadingState /> : children(data)}
    </LoginRequired>
  );
}
