import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { useLanguage } from '@topup/shared-lib';
import { startThirdPartyLogin, thirdPartyLoginAvailable } from './oauth';

/** "Continue with Sandbox ID": leaves for the OAuth provider; absent when none is configured. */
export function ThirdPartyLogin() {
  const { t } = useTranslation(SHELL_NS);
  const language = useLanguage();
  if (!thirdPartyLoginAvailable()) return null;
  return (
    <div className="third-party-login">
      <p className="third-party-login__or">{t('login.or')}</p>
      <button type="button" className="tu-button" onClick={() => startThirdPartyLogin(language)}>
        {t('login.thirdParty')}
      </button>
    </div>
  );
}
