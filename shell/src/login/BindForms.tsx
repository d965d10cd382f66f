// Bind an email or a phone number to the logged-in member (the code proves the address is theirs).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type Stores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { AuthCodeField } from './AuthCodeField';
import { EmailField } from './EmailField';
import { RULES, useAuthForm } from './authForm';
import { FormSubmit } from './FormSubmit';
import { PhoneFields, usePhoneNumber } from './PhoneFields';
import { loginApi } from './loginApi';
import { memberSession } from './memberSession';

/** After binding: re-read the member (new email or phone), say so and close. */
async function finishBinding(stores: Stores, message: string) {
  await memberSession(stores).checkLogin();
  stores.ui.toast(message, 'success');
  stores.loginPopup.close();
}

export function BindEmailForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const sso = loginApi(stores.api);
  const [email, setEmail] = useState('');
  const [authCode, setAuthCode] = useState('');
  const values = { email: email.trim(), authCode: authCode.trim() };
  const form = useAuthForm(values, { email: RULES.email, authCode: RULES.authCode }, 'bind.failed', t);

  const sendCode = () => form.run(() => sso.emailBindAuthCode({ email: values.email }), ['email']);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      await sso.emailBind(values);
      await finishBinding(stores, t('bind.emailDone'));
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <p className="form__lead">{t('bind.emailLead')}</p>
      <EmailField value={email} onValueChange={setEmail} issue={form.issues.email} />
      <AuthCodeField
        value={authCode}
        onValueChange={setAuthCode}
        issue={form.issues.authCode}
        onSend={sendCode}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('bind.submit')} />
    </form>
  );
}

export function BindPhoneForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const sso = loginApi(stores.api);
  const number = usePhoneNumber();
  const { prefix, phone } = number;
  const [authCode, setAuthCode] = useState('');
  const values = { prefix, phone: phone.trim(), authCode: authCode.trim() };
  const form = useAuthForm(
    values,
    { prefix: RULES.prefix, phone: RULES.phone, authCode: RULES.authCode },
    'bind.failed',
    t,
  );

  const sendCode = () =>
    form.run(
      () => sso.phoneLoginAuthCode({ prefix, phone: values.phone, purpose: 'bind' }),
      ['prefix', 'phone'],
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      await sso.bindPhone(values);
      await finishBinding(stores, t('bind.phoneDone'));
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <PhoneFields number={number} issues={form.issues} />
      <AuthCodeField
        value={authCode}
        onValueChange={setAuthCode}
        issue={form.issues.authCode}
        onSend={sendCode}
        canSend={prefix !== ''}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('bind.submit')} />
    </form>
  );
}
