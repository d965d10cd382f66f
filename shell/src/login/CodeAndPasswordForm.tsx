// The form behind registering and resetting a password: an e-mail address or a phone number, the code
// sent to it, and a password. Each use says what the code is sent for, what the form does and its words.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { CodeAndPasswordFields } from './CodeAndPasswordFields';
import { EmailField } from './EmailField';
import { RULES, useAuthForm } from './authForm';
import { FormSubmit } from './FormSubmit';
import { PhoneFields, usePhoneNumber } from './PhoneFields';

export interface EmailCodeValues {
  email: string;
  authCode: string;
  password: string;
}

export interface PhoneCodeValues {
  prefix: string;
  phone: string;
  authCode: string;
  password: string;
}

/** The form's words, as translation keys of the shell's strings. */
export interface CodeFormWords {
  /** Said when the store's refusal names no reason of its own. */
  failed: string;
  password: string;
  submit: string;
}

interface CodeFormProps<T> {
  words: CodeFormWords;
  /** Asks the store to send the code to the address or number in `values`. */
  sendCode(values: T): Promise<unknown>;
  /** What the form does with the code and the password once they pass the rules. */
  submit(values: T): Promise<void>;
}

/** What every use does with the code and password fields and the submit button. */
function useCodeForm<T extends { authCode: string; password: string }>(
  values: T,
  rules: Parameters<typeof useAuthForm<T>>[1],
  { words, sendCode, submit }: CodeFormProps<T>,
  codeFields: ReadonlyArray<keyof T>,
) {
  const { t } = useTranslation(SHELL_NS);
  const form = useAuthForm(values, rules, words.failed, t);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(() => submit(values));
  };
  const fields = (setAuthCode: (value: string) => void, setPassword: (value: string) => void) => ({
    authCode: values.authCode,
    onAuthCodeChange: setAuthCode,
    password: values.password,
    onPasswordChange: setPassword,
    passwordLabel: t(words.password),
    issues: form.issues,
    onSend: () => form.run(() => sendCode(values), codeFields),
  });
  const button = <FormSubmit error={form.error} busy={form.busy} label={t(words.submit)} />;
  return { form, onSubmit, fields, button };
}

export function EmailCodeAndPasswordForm(props: CodeFormProps<EmailCodeValues>) {
  const [email, setEmail] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [password, setPassword] = useState('');
  const values = { email: email.trim(), authCode: authCode.trim(), password };
  const { form, onSubmit, fields, button } = useCodeForm(
    values,
    { email: RULES.email, authCode: RULES.authCode, password: RULES.password },
    props,
    ['email'],
  );
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <EmailField value={email} onValueChange={setEmail} issue={form.issues.email} />
      <CodeAndPasswordFields {...fields(setAuthCode, setPassword)} />
      {button}
    </form>
  );
}

export function PhoneCodeAndPasswordForm(props: CodeFormProps<PhoneCodeValues>) {
  const number = usePhoneNumber();
  const { prefix, phone } = number;
  const [authCode, setAuthCode] = useState('');
  const [password, setPassword] = useState('');
  const values = { prefix, phone: phone.trim(), authCode: authCode.trim(), password };
  const { form, onSubmit, fields, button } = useCodeForm(
    values,
    { prefix: RULES.prefix, phone: RULES.phone, authCode: RULES.authCode, password: RULES.password },
    props,
    ['prefix', 'phone'],
  );
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <PhoneFields number={number} issues={form.issues} />
      <CodeAndPasswordFields {...fields(setAuthCode, setPassword)} canSend={prefix !== ''} />
      {button}
    </form>
  );
}
