// A member without a password (signed up with an e-mailed code) sets their first one
// (/sso/password/set): no current password to give. store-api ends the member's other sessions.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { RULES, useAuthForm } from './authForm';
import { FormSubmit } from './FormSubmit';
import { PasswordField } from './PasswordField';
import { loginApi } from './loginApi';
import { memberSession } from './memberSession';

export function SetPasswordForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const { ui, api, loginPopup } = stores;
  const [newPassword, setNewPassword] = useState('');
  const form = useAuthForm({ newPassword }, { newPassword: RULES.password }, 'setPassword.failed', t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      await loginApi(api).passwordSet({ newPassword });
      // The member's info now says they have one: the account centre offers the change from now on.
      await memberSession(stores).confirmSession();
      ui.toast(t('setPassword.success'), 'success');
      loginPopup.close();
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <p className="form__lead">{t('setPassword.lead')}</p>
      <PasswordField
        label={t('setPassword.new')}
        value={newPassword}
        onValueChange={setNewPassword}
        issue={form.issues.newPassword}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('setPassword.submit')} />
    </form>
  );
}
