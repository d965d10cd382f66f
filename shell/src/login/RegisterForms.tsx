// The register page of the popup: email + emailed code, or phone + SMS code; both log in at once.
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, useStores, writeStored } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import {
  EmailCodeAndPasswordForm,
  PhoneCodeAndPasswordForm,
  type CodeFormWords,
} from './CodeAndPasswordForm';
import { loginApi } from './loginApi';
import { memberSession } from './memberSession';

const WORDS: CodeFormWords = {
  failed: 'register.failed',
  password: 'login.password',
  submit: 'register.submit',
};

export function EmailRegisterForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const { ui, api } = stores;
  const sso = loginApi(api);
  return (
    <EmailCodeAndPasswordForm
      words={WORDS}
      sendCode={({ email }) => sso.emailRegisterAuthCode({ email })}
      submit={async (values) => {
        const result = await sso.emailRegister(values);
        await memberSession(stores).completeLogin(result, { announce: false });
        ui.toast(t('register.success'), 'success');
      }}
    />
  );
}

export function PhoneRegisterForm() {
  const { t } = useTranslation(SHELL_NS);
  const stores = useStores();
  const { ui, api } = stores;
  const sso = loginApi(api);
  return (
    <PhoneCodeAndPasswordForm
      words={WORDS}
      sendCode={({ prefix, phone }) => sso.phoneLoginAuthCode({ prefix, phone, purpose: 'register' })}
      submit={async (values) => {
        const result = await sso.registerPhone(values);
        // A "phone register success" mark is kept (cleared on logout).
        writeStored(STORAGE_KEYS.phoneRegisterSuccess, true);
        // The new member has no email address yet: the bind-email popup follows.
        await memberSession(stores).completeLogin(result, { announce: false, offerBindEmail: true });
        ui.toast(t('register.success'), 'success');
      }}
    />
  );
}
