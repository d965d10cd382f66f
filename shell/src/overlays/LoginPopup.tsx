// The login popup (spec 2 overlays) and its pages: log in (email + password or phone + code, or a
// third-party account), register (email or phone, with a code), forgot password (emailed code),
// bind email and bind phone. The page lives in userStore.loginPopupPage, so any app can open a page.
import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PopupFrame, userStore, type LoginPopupPage } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { LanguageButton } from '../layouts/LanguageButton';
import { BindEmailForm, BindPhoneForm } from '../login/BindForms';
import { EmailLoginForm, PhoneCodeLoginForm } from '../login/LoginForms';
import { MethodSwitch, type AuthMethod } from '../login/MethodSwitch';
import { EmailRegisterForm, PhoneRegisterForm } from '../login/RegisterForms';
import { ResetPasswordForm } from '../login/ResetPasswordForm';
import { ThirdPartyLogin } from '../login/ThirdPartyLogin';

/** The stack id of the login popup. */
export const LOGIN_POPUP_ID = 'login';

const TITLES: Record<LoginPopupPage, string> = {
  login: 'login.title',
  register: 'register.title',
  resetPassword: 'reset.title',
  bindEmail: 'bind.emailTitle',
  bindPhone: 'bind.phoneTitle',
};

export const LoginPopup = observer(function LoginPopup() {
  if (!userStore.showLoginPopup) return null;
  return <LoginDialog page={userStore.loginPopupPage} />;
});

/** A link-styled button to another page of the popup. */
function PageLink({ page, children }: { page: LoginPopupPage; children: string }) {
  return (
    <button type="button" className="link-button" onClick={() => userStore.openLoginPopup(page)}>
      {children}
    </button>
  );
}

function LoginDialog({ page }: { page: LoginPopupPage }) {
  const { t } = useTranslation(SHELL_NS);
  const emailRef = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<AuthMethod>('email');

  return (
    <PopupFrame
      id={LOGIN_POPUP_ID}
      title={t(TITLES[page])}
      onClose={() => userStore.closeLoginPopup()}
      // The shopper starts typing at once; the close button is one Shift+Tab away.
      initialFocusRef={page === 'login' && method === 'email' ? emailRef : undefined}
    >
      {page === 'login' && (
        <>
          <MethodSwitch value={method} onChange={setMethod} />
          {method === 'email' ? <EmailLoginForm emailRef={emailRef} /> : <PhoneCodeLoginForm />}
          <p className="login-links">
            <PageLink page="resetPassword">{t('login.forgot')}</PageLink>
            <PageLink page="register">{t('login.toRegister')}</PageLink>
          </p>
          <ThirdPartyLogin />
          {/* A shopper who cannot read the form can change the language from here (the popup stacks). */}
          <p className="login-popup__language">
            <LanguageButton />
          </p>
        </>
      )}
      {page === 'register' && (
        <>
          <MethodSwitch value={method} onChange={setMethod} />
          {method === 'email' ? <EmailRegisterForm /> : <PhoneRegisterForm />}
          <p className="login-links">
            <PageLink page="login">{t('register.toLogin')}</PageLink>
          </p>
        </>
      )}
      {page === 'resetPassword' && (
        <>
          <ResetPasswordForm />
          <p className="login-links">
            <PageLink page="login">{t('reset.toLogin')}</PageLink>
          </p>
        </>
      )}
      {page === 'bindEmail' && <BindEmailForm />}
      {page === 'bindPhone' && <BindPhoneForm />}
    </PopupFrame>
  );
}
