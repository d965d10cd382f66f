// The register page of the popup: email + emailed code, or phone + SMS code; both log in at once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, useStores, writeStored } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { CodeAndPasswordFields } from './CodeAndPasswordFields';
import { EmailField } from './EmailField';
import { RULES, useAuthForm } from './authForm';
import { FormSubmit } from './FormSubmit';
import { PhoneFields } from './PhoneFields';
import { loginApi } from './loginApi';

export function EmailRegisterForm() {
  const { t } = useTranslation(SHELL_NS);
  const { user, ui, api } = useStores();
  const sso = loginApi(api);
  const [email, setEmail] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [password, setPassword] = useState('');
  const values = { email: email.trim(), authCode: authCode.trim(), password };
  const form = useAuthForm(
    values,
    { email: RULES.email, authCode: RULES.authCode, password: RULES.password },
    'register.failed',
    t,
  );

  const sendCode = () => form.run(() => sso.emailRegisterAuthCode({ email: values.email }), ['email']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      const result = await sso.emailRegister(values);
      await user.completeLogin(result, { announce: false });
      ui.toast(t('register.success'), 'success');
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
        passwordLabel={t('login.password')}
        issues={form.issues}
        onSend={sendCode}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('register.submit')} />
    </form>
  );
}

export function PhoneRegisterForm() {
  const { t } = useTranslation(SHELL_NS);
  const { user, ui, api } = useStores();
  const sso = loginApi(api);
  const [prefix, setPrefix] = useState('');
  const [phone, setPhone] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [password, setPassword] = useState('');
  const values = { prefix, phone: phone.trim(), authCode: authCode.trim(), password };
  const form = useAuthForm(
    values,
    { prefix: RULES.prefix, phone: RULES.phone, authCode: RULES.authCode, password: RULES.password },
    'register.failed',
    t,
  );

  const sendCode = () =>
    form.run(
      () => sso.phoneLoginAuthCode({ prefix, phone: values.phone, purpose: 'register' }),
      ['prefix', 'phone'],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      const result = await sso.registerPhone(values);
      // The data model keeps a "phone register success" mark (cleared on logout).
      writeStored(STORAGE_KEYS.phoneRegisterSuccess, true);
      // The new member has no email address yet: the bind-email popup follows.
      await user.completeLogin(result, { announce: false, offerBindEmail: true });
      ui.toast(t('register.success'), 'success');
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
        passwordLabel={t('login.password')}
        issues={form.issues}
        onSend={sendCode}
        canSend={prefix !== ''}
      />
      <FormSubmit error={form.error} busy={form.busy} label={t('register.submit')} />
    </form>
  );
}
