import { useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ApiError, uiStore, userStore } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { PopupFrame } from '@topup/shared-lib';

/** The stack id of the login popup. */
export const LOGIN_POPUP_ID = 'login';

/** The login popup (spec 2 overlays): email and password, failure shown inline, Escape closes. */
export const LoginPopup = observer(function LoginPopup() {
  if (!userStore.showLoginPopup) return null;
  return <LoginDialog />;
});

function LoginDialog() {
  const { t } = useTranslation(SHELL_NS);
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
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
      await userStore.loginWithEmail(address, password);
      uiStore.toast(t('login.success', { name: userStore.info?.nickname ?? address }), 'success');
    } catch (cause) {
      // Keep what was typed; say why in the shopper's language where we know it.
      setError(
        cause instanceof ApiError && cause.code !== 0 && cause.message ? cause.message : t('login.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <PopupFrame
      id={LOGIN_POPUP_ID}
      title={t('login.title')}
      onClose={() => userStore.closeLoginPopup()}
      // The shopper starts typing at once; the close button is one Shift+Tab away.
      initialFocusRef={emailRef}
    >
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
            aria-describedby={error ? errorId : undefined}
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
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        {error && (
          <p id={errorId} className="form__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="tu-button tu-button--primary" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </PopupFrame>
  );
}
