// A logged-in member changes their password (/sso/password/update): the current one, then the new one.
// store-api ends the member's other sessions; this one stays.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { RULES, useAuthForm } from './authForm';
import { FormSubmit } from './FormSubmit';
import { PasswordField } from './PasswordField';
import { loginApi } from './loginApi';

export function ChangePasswordForm() {
  const { t } = useTranslation(SHELL_NS);
  const { ui, api, loginPopup } = useStores();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const values = { oldPassword, newPassword };
  const form = useAuthForm(
    values,
    { oldPassword: RULES.currentPassword, newPassword: RULES.password },
    'changePassword.failed',
    t,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      await loginApi(api).passwordUpdate(values);
      ui.toast(t('changePassword.success'), 'success');
      loginPopup.close();
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <FormField
        label={t('changePassword.current')}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onValueChange={setOldPassword}
        issue={form.issues.oldPassword}
        required
      />
      <PasswordField
        label={t('changePassword.new')}
        value={newPassword}
        onValueChange={setNewPassword}
        issue={form.issues.newPassword}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('changePassword.submit')} />
    </form>
  );
}
