import { LoadingState } from '@topup/shared-lib';
import { useTranslation } from 'react-i18next';

/** Landing page after a third-party login; the OAuth code exchange arrives with the login issue. */
export function OAuthSuccessPage() {
  const { t } = useTranslation('shell');
  return <LoadingState label={t('oauth.loading')} />;
}
