// The login popup (the route table overlays). The frame is in the startup bundle, so the dialog is announced
// and closable the moment a page asks for it; the forms come in their own chunk (loginPopupBody.ts),
// with a loading state meanwhile and Retry when they cannot load. The page lives in the set's
// `loginPopup` store, so any app can open a page.
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  LoadingState,
  PopupFrame,
  useStores,
  type LoginPopupPage,
  type LoginPopupReason,
} from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import type { LoginPopupFormsProps } from '../login/LoginPopupForms';
import type { AuthMethod } from '../login/MethodSwitch';
import { useDialogTitle } from '../meta/useDialogTitle';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { isLoadFailure } from '../remotes/remoteErrors';
import { loginFormsLoad, preloadLoginBodyWhenIdle, type LoginForms } from './loginPopupBody';
import { type Tracked, useSettled } from '../pageRuntime';

/** The stack id of the login popup. */
export const LOGIN_POPUP_ID = 'login';

const TITLES: Record<LoginPopupPage, string> = {
  login: 'login.title',
  register: 'register.title',
  resetPassword: 'reset.title',
  bindEmail: 'bind.emailTitle',
  bindPhone: 'bind.phoneTitle',
  changePassword: 'changePassword.title',
  setPassword: 'setPassword.title',
};

export const LoginPopup = observer(function LoginPopup() {
  // Mounted once with the overlays: fetch the forms once the first page is in and the browser idle.
  useEffect(() => preloadLoginBodyWhenIdle(), []);
  const { loginPopup } = useStores();
  if (!loginPopup.visible) return null;
  return <LoginDialog page={loginPopup.page} reason={loginPopup.reason} />;
});

function FormsUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className="tu-status tu-status--error" role="alert">
      <p>{t(isLoadFailure(error) ? 'common:errors.network' : 'common:status.error')}</p>
      <button
        type="button"
        className="tu-button"
        onClick={(event) => {
          // The button goes with the message: keep focus in the dialog.
          event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
          onRetry();
        }}
      >
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

/**
 * The forms once loaded, the loading state before; a failed load throws to the boundary (Retry). Both
 * sit in a box that holds the page's room (overlays.css): the frame is drawn at once, and forms taller
 * than the loading line moved it (a layout shift for a guest opening a member's page on a phone).
 */
function LoadedForms({ load, ...props }: LoginPopupFormsProps & { load: Tracked<LoginForms> }) {
  if (load.status === 'rejected') throw load.reason;
  const Forms = load.status === 'fulfilled' ? load.value : undefined;
  return (
    <div className={`login-popup__forms login-popup__forms--${props.page}`}>
      {Forms ? <Forms {...props} /> : <LoadingState />}
    </div>
  );
}

function LoginDialog({ page, reason }: { page: LoginPopupPage; reason: LoginPopupReason | null }) {
  const { t } = useTranslation(SHELL_NS);
  const { loginPopup } = useStores();
  const emailRef = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<AuthMethod>('email');
  const [requested, setRequested] = useState(loginFormsLoad);
  const load = useSettled(requested);
  const [attempt, setAttempt] = useState(0);
  const focusEmail = page === 'login' && method === 'email';
  useDialogTitle(t, t(TITLES[page]));

  // Forms that arrive after the frame has placed focus: focus where it would have gone.
  const arriving = useRef(load.status !== 'fulfilled');
  useEffect(() => {
    if (load.status !== 'fulfilled' || !arriving.current) return;
    arriving.current = false;
    if (focusEmail) emailRef.current?.focus();
  }, [load.status, focusEmail]);

  const retry = () => {
    arriving.current = true;
    setRequested(loginFormsLoad());
    setAttempt((n) => n + 1);
  };

  return (
    <PopupFrame
      id={LOGIN_POPUP_ID}
      title={t(TITLES[page])}
      onClose={() => loginPopup.close()}
      // The shopper starts typing at once; the close button is one Shift+Tab away.
      initialFocusRef={focusEmail ? emailRef : undefined}
    >
      {/* Why it opened (a purchase waits for it): in the frame, so it shows before the forms arrive. */}
      {reason && page === 'login' && <p className="login-popup__reason">{t(`login.reason.${reason}`)}</p>}
      <RemoteBoundary
        area="login popup"
        resetKey={`${LOGIN_POPUP_ID}#${attempt}`}
        onRetry={retry}
        fallback={(error, onRetry) => <FormsUnavailable error={error} onRetry={onRetry} />}
      >
        <LoadedForms load={load} page={page} method={method} onMethodChange={setMethod} emailRef={emailRef} />
      </RemoteBoundary>
    </PopupFrame>
  );
}
