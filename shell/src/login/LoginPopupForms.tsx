// The login popup's body (the route table overlays): log in (first an e-mail and its code, which also makes a new
// shopper's account; then email + password or phone + code, or a third-party account), register (email or
// phone, with a code), forgot password (a code by email or SMS), and for a member: change or set the
// password, bind email and bind phone. Its own chunk (overlays/loginPopupBody.ts): the frame around it is in the startup bundle.
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type LoginPopupPage } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { LanguageButton } from '../layouts/LanguageButton';
import { BindEmailForm, BindPhoneForm } from './BindForms';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailCodeSignInForm } from './EmailCodeSignInForm';
import { EmailLoginForm, PhoneCodeLoginForm } from './LoginForms';
import { MethodSwitch, type AuthMethod } from './MethodSwitch';
import { EmailRegisterForm, PhoneRegisterForm } from './RegisterForms';
import { EmailResetPasswordForm, PhoneResetPasswordForm } from './ResetPasswordForm';
import { SetPasswordForm } from './SetPasswordForm';
import { ThirdPartyLogin } from './ThirdPartyLogin';

export interface LoginPopupFormsProps {
  page: LoginPopupPage;
  /** Email or phone: kept by the popup, which focuses the email field on the login page. */
  method: AuthMethod;
  onMethodChange: (method: AuthMethod) => void;
  emailRef: RefObject<HTMLInputElement | null>;
}

/** A link-styled button to another page of the popup (which still says why it was opened). */
function PageLink({ page, children }: { page: LoginPopupPage; children: string }) {
  const { loginPopup } = useStores();
  return (
    <button type="button" className="link-button" onClick={() => loginPopup.open(page, loginPopup.reason)}>
      {children}
    </button>
  );
}

export function LoginPopupForms({ page, method, onMethodChange, emailRef }: LoginPopupFormsProps) {
  const { t } = useTranslation(SHELL_NS);
  // The e-mail code comes first; a password (or a phone) is one tap away, and the way back to the login
  // page from a password reset, where the shopper has just chosen one.
  const [withPassword, setWithPassword] = useState(false);
  const [shownPage, setShownPage] = useState(page);
  if (page !== shownPage) {
    setShownPage(page);
    if (shownPage === 'resetPassword' && page === 'login') setWithPassword(true);
  }
  return (
    <>
      {page === 'login' && (
        <>
          {withPassword ? (
            <>
              <MethodSwitch value={method} onChange={onMethodChange} />
              {method === 'email' ? <EmailLoginForm emailRef={emailRef} /> : <PhoneCodeLoginForm />}
            </>
          ) : (
            <EmailCodeSignInForm emailRef={emailRef} />
          )}
          <p className="login-links">
            <button type="button" className="link-button" onClick={() => setWithPassword(!withPassword)}>
              {t(withPassword ? 'codeSignIn.useCode' : 'codeSignIn.usePassword')}
            </button>
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
          <MethodSwitch value={method} onChange={onMethodChange} />
          {method === 'email' ? <EmailRegisterForm /> : <PhoneRegisterForm />}
          <p className="login-links">
            <PageLink page="login">{t('register.toLogin')}</PageLink>
          </p>
        </>
      )}
      {page === 'resetPassword' && (
        <>
          <MethodSwitch value={method} onChange={onMethodChange} />
          {method === 'email' ? <EmailResetPasswordForm /> : <PhoneResetPasswordForm />}
          <p className="login-links">
            <PageLink page="login">{t('reset.toLogin')}</PageLink>
          </p>
        </>
      )}
      {page === 'bindEmail' && <BindEmailForm />}
      {page === 'bindPhone' && <BindPhoneForm />}
      {page === 'changePassword' && <ChangePasswordForm />}
      {page === 'setPassword' && <SetPasswordForm />}
    </>
  );
}
