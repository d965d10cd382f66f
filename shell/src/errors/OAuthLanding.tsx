// The third-party sign-in's landing page (OAuthSuccessPage.tsx) is a chunk of its own, fetched when a
// shopper comes back from the provider: no other visit needs it. Until it is in, the page shows the
// line the landing page itself starts with, so nothing moves when it comes. A chunk that cannot load
// reloads the page once (a new release replaced it), else shows the failure with Retry.
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@topup/shared-lib';
import { onDemand } from '../app/onDemand';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { useChunkReload } from '../remotes/useChunkReload';
import { type Tracked, useSettled } from '../pageRuntime';

const landingLoad = onDemand<ComponentType>(() =>
  import(/* webpackChunkName: "oauth" */ './OAuthSuccessPage').then((module) => module.OAuthSuccessPage),
);

function SigningIn() {
  const { t } = useTranslation(SHELL_NS);
  return <LoadingState label={t('oauth.loading')} />;
}

function Landing({ load }: { load: Tracked<ComponentType> }) {
  if (load.status === 'rejected') throw load.reason;
  const Page = load.status === 'fulfilled' ? load.value : undefined;
  return Page ? <Page /> : <SigningIn />;
}

function LandingFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (useChunkReload(error)) return <SigningIn />;
  return <RemoteFallback onRetry={onRetry} />;
}

/** The route's page: the landing page once its chunk is in. */
export function OAuthLanding() {
  const [requested, setRequested] = useState(landingLoad);
  const load = useSettled(requested);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setRequested(landingLoad());
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary
      area="sign-in landing page"
      resetKey={`oauth#${attempt}`}
      onRetry={retry}
      fallback={(error, onRetry) => <LandingFailure error={error} onRetry={onRetry} />}
    >
      <Landing load={load} />
    </RemoteBoundary>
  );
}
