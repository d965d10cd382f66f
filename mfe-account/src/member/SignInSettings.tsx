import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores, type LoginPopupPage } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerProfileStrings';

/** A setting of how the member signs in, done in a screen of the shell's login popup. */
interface SignInSetting {
  key: 'changePassword' | 'setPassword' | 'bindEmail' | 'bindPhone';
  page: LoginPopupPage;
}

/**
 * The member's sign-in settings: change the password (or set a first one, for a member who signed up
 * with an e-mailed code and has none), and add the e-mail address or phone number the
 * account lacks (one a member already has is not offered again). Each opens its screen of the login popup.
 */
export const SignInSettings = observer(function SignInSettings() {
  const { t } = useTranslation(NS);
  const { user, loginPopup } = useStores();
  const info = user.info;
  if (!info) return null;
  const settings: SignInSetting[] = [
    info.hasPassword === false
      ? { key: 'setPassword', page: 'setPassword' }
      : { key: 'changePassword', page: 'changePassword' },
    ...(info.email ? [] : [{ key: 'bindEmail', page: 'bindEmail' } as const]),
    ...(info.phone ? [] : [{ key: 'bindPhone', page: 'bindPhone' } as const]),
  ];
  return (
    <section className="tu-card acc-settings" aria-labelledby="acc-settings-heading">
      <h2 id="acc-settings-heading">{t('signIn.heading')}</h2>
      <ul>
        {settings.map(({ key, page }) => (
          <li key={key}>
            <button type="button" className="tu-button" onClick={() => loginPopup.open(page)}>
              {t(`signIn.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
