// Landing page after a third-party login (error layout): trades the provider's code for a
// session, then goes back to where the shopper started, and on to the site link that asked for the
// login, if one did (the redirect path). A refused, reused or foreign answer shows why, with a way to
// try again.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  LoadingState,
  LocaleLink,
  PageHeading,
  STORAGE_KEYS,
  isString,
  localizePath,
  readStored,
  useLanguage,
  useStores,
  writeStored,
} from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import '../i18n/registerOauthStrings';
import { rememberPendingTarget, takePendingTarget } from '../links/pendingTarget';
import { useFollowLink } from '../links/useFollowLink';
import { failureMessage } from '../login/failureMessage';
import { takeLoginPath, takeMatchingState } from '../login/oauthState';
import { loginApi } from '../login/loginApi';
import { memberSession } from '../login/memberSession';

type Outcome = { status: 'working' } | { status: 'failed'; message: string };

export function OAuthSuccessPage() {
  const { t } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stores = useStores();
  const { user, ui, api, loginPopup } = stores;
  const language = useLanguage();
  const follow = useFollowLink();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });
  // StrictMode runs effects twice in development; the code works only once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const fail = (message: string) => setOutcome({ status: 'failed', message });
    if (params.get('error') || !code) {
      takeMatchingState(null);
      fail(t('oauth.cancelled'));
      return;
    }
    if (!takeMatchingState(params.get('state'))) {
      fail(t('oauth.mismatch'));
      return;
    }
    // The last code traded, so a reload never sends it twice.
    if (readStored(STORAGE_KEYS.googleLoginCode, isString) === code) {
      fail(t('oauth.used'));
      return;
    }
    writeStored(STORAGE_KEYS.googleLoginCode, code);
    // Taken before the login completes, or FollowLinks would follow it from this page on its own.
    const heading = takePendingTarget();
    void (async () => {
      try {
        const result = await loginApi(api).oauth2Code(code);
        await memberSession(stores).completeLogin(result, { announce: false });
        ui.toast(t('login.success', { name: user.info?.nickname || user.info?.email || '' }), 'success');
        // The stored path carries its own language prefix; the link's target follows it in history.
        await navigate(takeLoginPath() ?? localizePath('/', language), { replace: true });
        if (heading) follow(heading);
      } catch (cause) {
        if (heading) rememberPendingTarget(heading);
        fail(failureMessage(cause, t, 'oauth.failed'));
      }
    })();
  }, [params, navigate, t, stores, user, ui, api, language, follow]);

  if (outcome.status === 'working') return <LoadingState label={t('oauth.loading')} />;
  return (
    <section className="error-page">
      <PageHeading lead={outcome.message}>{t('oauth.failedTitle')}</PageHeading>
      <div className="error-page__actions">
        <button type="button" className="tu-button tu-button--primary" onClick={() => loginPopup.open()}>
          {t('oauth.tryAgain')}
        </button>
        <LocaleLink to="/" className="tu-button">
          {t('errorPage.goHome')}
        </LocaleLink>
      </div>
    </section>
  );
}
