// Forgot password: a code sent to the member's email address (/sso/email/resetpassword) or phone
// (/sso/password/reset), then a new password; back to the login page on success.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type Stores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { CodeAndPasswordFields } from './CodeAndPasswordFields';
import { EmailField } from './EmailField';
import { RULES, useAuthForm } from './authForm';
import { FormSubmit } from './FormSubmit';
import { PhoneFields } from './PhoneFields';
import { loginApi } from './loginApi';

/** The password is new: say so and let the member log in with it. */
function finishReset({ user, ui }: Pick<Stores, 'user' | 'ui'>, message: string) {
  ui.toast(message, 'success');
  user.openLoginPopup('login');
}

export function EmailResetPasswordForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const sso = loginApi(stores.api);
  const [email, setEmail] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [password, setPassword] = useState('');
  const values = { email: email.trim(), authCode: authCode.trim(), password };
  const form = useAuthForm(
    values,
    { email: RULES.email, authCode: RULES.authCode, password: RULES.password },
    'reset.failed',
    t,
  );

  const sendCode = () => form.run(() => sso.emailResetPasswordAuthCode({ email: values.email }), ['email']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      await sso.emailResetPassword(values);
      finishReset(stores, t('reset.success'));
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <EmailField value={email} onValueChange={setEmail} issue={form.issues.email} />
      <CodeAndPasswordFields
        authCode={authCode}
        onAuthCodeChange={setAuthCode}
        password={password}
        onPasswordChange={setPassword}
        passwordLabel={t('reset.newPassword')}
        issues={form.issues}
        onSend={sendCode}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('reset.submit')} />
    </form>
  );
}

export function PhoneResetPasswordForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const sso = loginApi(stores.api);
  const [prefix, setPrefix] = useState('');
  const [phone, setPhone] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [password, setPassword] = useState('');
  const values = { prefix, phone: phone.trim(), authCode: authCode.trim(), password };
  const form = useAuthForm(
    values,
    { prefix: RULES.prefix, phone: RULES.phone, authCode: RULES.authCode, password: RULES.password },
    'reset.failed',
    t,
  );

  const sendCode = () =>
    form.run(
      () => sso.phoneLoginAuthCode({ prefix, phone: values.phone, purpose: 'reset' }),
      ['prefix', 'phone'],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      await sso.passwordReset(values);
      finishReset(stores, t('reset.success'));
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <PhoneFields
        prefix={prefix}
        phone={phone}
        onPrefixChange={setPrefix}
        onPhoneChange={setPhone}
        phoneIssue={form.issues.phone}
        prefixIssue={form.issues.prefix}
      />
      <CodeAndPasswordFields
        authCode={authCode}
        onAuthCodeChange={setAuthCode}
        password={password}
        onPasswordChange={setPassword}
        passwordLabel={t('reset.newPassword')}
        issues={form.issues}
        onSend={sendCode}
        canSend={prefix !== ''}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('reset.submit')} />
    </form>
  );
}
