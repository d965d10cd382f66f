// The login popup's first way in: an e-mail address and the code sent to it. A returning shopper is
// signed in, a new one gets an account (no password until they set one), so a first purchase asks for
// nothing more than the address.
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { AuthCodeField } from './AuthCodeField';
import { AUTH_CODE_LENGTH, RULES, useAuthForm } from './authForm';
import { FormSubmit } from './FormSubmit';
import { loginApi } from './loginApi';
import { memberSession } from './memberSession';

const COMPLETE_CODE = new RegExp(`^[0-9]{${String(AUTH_CODE_LENGTH)}}$`);

export function EmailCodeSignInForm({ emailRef }: { emailRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const { api } = stores;
  const [email, setEmail] = useState('');
  const [authCode, setAuthCode] = useState('');
  const values = { email: email.trim(), authCode: authCode.trim() };
  const form = useAuthForm(values, { email: RULES.email, authCode: RULES.authCode }, 'codeSignIn.failed', t);

  const sendCode = () =>
    form.run(() => loginApi(api).emailSignInAuthCode({ email: values.email }), ['email']);

  const signIn = () =>
    form.run(async () => {
      // The store's own "you are logged in" toast: the shopper may be new, so no "welcome back".
      await memberSession(stores).completeLogin(await loginApi(api).emailCodeSignIn(values));
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await signIn();
  };

  // A whole code typed (or pasted, or filled in by the phone) goes on by itself, as the code screens
  // of peer stores do; each code once, so a wrong one waits for the shopper to change it or press
  // Continue. A code that comes while the form is busy (its sending not yet answered) goes on once
  // the form is free.
  const triedCode = useRef('');
  const code = values.authCode;
  const complete = COMPLETE_CODE.test(code);
  const signInOnce = useEffectEvent(() => {
    if (form.busy || triedCode.current === code) return;
    triedCode.current = code;
    void signIn();
  });
  const { busy } = form;
  useEffect(() => {
    if (complete && !busy) signInOnce();
  }, [complete, code, busy]);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <h3 className="form__heading">{t('codeSignIn.heading')}</h3>
      <FormField
        ref={emailRef}
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        issue={form.issues.email}
        required
        hint={t('codeSignIn.newHere')}
      />
      <AuthCodeField
        value={authCode}
        onValueChange={setAuthCode}
        issue={form.issues.authCode}
        onSend={sendCode}
      />
      <FormSubmit
        error={form.error}
        busy={form.busy}
        label={form.busy ? t('codeSignIn.submitting') : t('codeSignIn.submit')}
      />
    </form>
  );
}
