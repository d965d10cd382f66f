// Forgot password: a code sent to the member's email address (/sso/email/resetpassword) or phone
// (/sso/password/reset), then a new password; back to the login page on success.
import { useTranslation } from 'react-i18next';
import { useStores, type Stores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import {
  EmailCodeAndPasswordForm,
  PhoneCodeAndPasswordForm,
  type CodeFormWords,
} from './CodeAndPasswordForm';
import { loginApi } from './loginApi';

const WORDS: CodeFormWords = {
  failed: 'reset.failed',
  password: 'reset.newPassword',
  submit: 'reset.submit',
};

/** The password is new: say so and let the member log in with it. */
function finishReset({ ui, loginPopup }: Pick<Stores, 'ui' | 'loginPopup'>, message: string) {
  ui.toast(message, 'success');
  loginPopup.open('login');
}

export function EmailResetPasswordForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const sso = loginApi(stores.api);
  return (
    <EmailCodeAndPasswordForm
      words={WORDS}
      sendCode={({ email }) => sso.emailResetPasswordAuthCode({ email })}
      submit={async (values) => {
        await sso.emailResetPassword(values);
        finishReset(stores, t('reset.success'));
      }}
    />
  );
}

export function PhoneResetPasswordForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const sso = loginApi(stores.api);
  return (
    <PhoneCodeAndPasswordForm
      words={WORDS}
      sendCode={({ prefix, phone }) => sso.phoneLoginAuthCode({ prefix, phone, purpose: 'reset' })}
      submit={async (values) => {
        await sso.passwordReset(values);
        finishReset(stores, t('reset.success'));
      }}
    />
  );
}
