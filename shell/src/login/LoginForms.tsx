// The login page of the popup: email + password, or phone + SMS code.
import { useState, type FormEvent, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStores, type Stores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { AuthCodeField } from './AuthCodeField';
import { RULES, useAuthForm } from './authForm';
import { failureMessage } from './failureMessage';
import { FormSubmit } from './FormSubmit';
import { PhoneFields, usePhoneNumber } from './PhoneFields';
import { loginApi } from './loginApi';
import { memberSession } from './memberSession';

/** Greets the member by name once the store has read them. */
function greet({ user, ui }: Pick<Stores, 'user' | 'ui'>, t: TFunction, fallback: string) {
  ui.toast(t('login.success', { name: user.info?.nickname || fallback }), 'success');
}

export function EmailLoginForm({ emailRef }: { emailRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await memberSession(stores).loginWithEmail(address, password);
      greet(stores, t, address);
    } catch (cause) {
      // Keep what was typed; say why in the shopper's language where we know it.
      setError(failureMessage(cause, t, 'login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <label className="form__field">
        <span>{t('login.email')}</span>
        <input
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className="form__field">
        <span>{t('login.password')}</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <FormSubmit error={error} busy={busy} label={busy ? t('login.submitting') : t('login.submit')} />
    </form>
  );
}

export function PhoneCodeLoginForm() {
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
    'login.failed',
    t,
  );

  const sendCode = () =>
    form.run(async () => {
      await sso.phoneLoginAuthCode({ prefix, phone: values.phone, purpose: 'login' });
    }, ['prefix', 'phone']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.run(async () => {
      const result = await sso.phoneLogin({ prefix, phone: values.phone, authCode: values.authCode });
      // A member who logs in by phone without an email address is asked for one.
      await memberSession(stores).completeLogin(result, { announce: false, offerBindEmail: true });
      greet(stores, t, `${prefix}${values.phone}`);
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
      <FormSubmit
        error={form.error}
        busy={form.busy}
        label={form.busy ? t('login.submitting') : t('login.submit')}
      />
    </form>
  );
}
