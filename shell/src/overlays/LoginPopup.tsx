import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ApiError, uiStore, userStore } from '@topup/shared-lib';

/** The login popup (spec 2 overlays): email and password, failure shown inline, Escape closes. */
export const LoginPopup = observer(function LoginPopup() {
  if (!userStore.showLoginPopup) return null;
  return <LoginDialog />;
});

function LoginDialog() {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    emailRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && userStore.closeLoginPopup();
    document.addEventListener('keydown', onKey);
    document.body.classList.add('scroll-locked');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
      opener?.focus?.();
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await userStore.loginWithEmail(email.trim(), password);
      uiStore.toast(t('login.success', { name: userStore.info?.nickname ?? email }), 'success');
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
    <div className="popup-overlay">
      <div className="popup" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="popup__header">
          <h2 id={titleId}>{t('login.title')}</h2>
          <button
            type="button"
            className="popup__close"
            aria-label={t('common:actions.close')}
            onClick={() => userStore.closeLoginPopup()}
          >
            ×
          </button>
        </div>
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
      </div>
    </div>
  );
}
