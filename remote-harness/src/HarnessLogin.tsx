// Login for a remote running alone: the same session calls the shell's popup makes (email and
// password through the shell's `memberSession(stores).loginWithEmail`), in the shared PopupFrame. The shell's own popup
// (register, bind email, third-party logins) stays the shell's.
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormField, PopupFrame, useStores } from '@topup/shared-lib';
import { memberSession } from 'shell/page-runtime';
import { HARNESS_NS } from './harnessStrings';

export const HARNESS_LOGIN_POPUP_ID = 'harness-login';

export const HarnessAccount = observer(function HarnessAccount() {
  const { t } = useTranslation(HARNESS_NS);
  const stores = useStores();
  const { user: userStore, loginPopup } = stores;
  if (!userStore.isLogin) {
    return (
      <span>
        {t('loggedOut')}{' '}
        <button type="button" className="tu-button" onClick={() => loginPopup.open()}>
          {t('common:actions.login')}
        </button>
      </span>
    );
  }
  return (
    <span>
      {t('loggedInAs', { name: userStore.info?.nickname ?? userStore.info?.email ?? '' })}{' '}
      <button
        type="button"
        className="tu-button"
        onClick={() => void memberSession(stores).logout({ silent: true })}
      >
        {t('logout')}
      </button>
    </span>
  );
});

export const HarnessLoginPopup = observer(function HarnessLoginPopup() {
  const { t } = useTranslation(HARNESS_NS);
  const stores = useStores();
  const { loginPopup } = stores;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!loginPopup.visible) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await memberSession(stores).loginWithEmail(email, password, { announce: true });
    } catch {
      setFailed(true); // the api client has toasted the server's message too
    } finally {
      setBusy(false);
    }
  };
  return (
    <PopupFrame id={HARNESS_LOGIN_POPUP_ID} title={t('login.title')} onClose={() => loginPopup.close()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onValueChange={setEmail}
        />
        <FormField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        {failed && <p role="alert">{t('login.failed')}</p>}
        <button type="submit" className="tu-button" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
    </PopupFrame>
  );
});
