// Forgot password: an emailed code, then a new password; back to the login page on success.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { AuthCodeField } from './AuthCodeField';
import { EmailField } from './EmailField';
import { RULES, useAuthForm } from './authForm';
import { FormSubmit } from './FormSubmit';
import { PasswordField } from './PasswordField';

export function ResetPasswordForm() {
  const { t } = useTranslation(SHELL_NS);
  const { user, ui, api } = useStores();
  const { sso } = api;
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
      ui.toast(t('reset.success'), 'success');
      user.openLoginPopup('login');
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <EmailField value={email} onValueChange={setEmail} issue={form.issues.email} />
      <AuthCodeField
        value={authCode}
        onValueChange={setAuthCode}
        issue={form.issues.authCode}
        onSend={sendCode}
      />
      <PasswordField
        label={t('reset.newPassword')}
        value={password}
        onValueChange={setPassword}
        issue={form.issues.password}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('reset.submit')} />
    </form>
  );
}
