import {
  Suspense,
  createElement,
  use,
  useCallback,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, isPageNotFound, splitLocalePath, useHydrated } from '@topup/shared-lib';
import { ErrorPage } from '../errors/ErrorPage';
import { PAGE_AREA_CLASS } from '../startup/pageMarkers';
import { routeHead } from '../meta/pageHead';
import { applyDocumentHead } from '../meta/useDocumentMeta';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
import './remoteArea.css';
import { isLoadFailure } from './remoteErrors';
import { asRouteModule, pageLoad } from './pageLoads';
import type { RemoteModuleExports, RemoteName } from './remoteNames';
import { pageShown } from './pageShown';
import { resetRemote } from './remoteRegistry';
import { useChunkReload } from './useChunkReload';
import { pageDataKey, RoutePage, usePageDataCache, useSettled } from '../pageRuntime';

interface RemoteModuleProps {
  remote: RemoteName;
  module: string;
  /** What the loaded module shows. */
  render(loaded: RemoteModuleExports): ReactNode;
  /** What shows while the remote loads (a page shows the loading state). */
  loading?: ReactNode;
  /** What shows when the module or its render failed (default: the fallback with Retry). */
  fallback?(error: unknown, retry: () => void): ReactNode;
  /**
   * The route's page: its showing is the page's first content (pageShown.ts). Not a popup body or the
   * verification mount, which may load before the page's area has hydrated.
   */
  isPage?: boolean;
  /** A change starts afresh after a failure (a page's new address). */
  resetKey?: string;
}

const waits = new WeakMap<Promise<unknown>, Promise<void>>();

/**
 * What React waits on for a load: settles with it, never fails, one per load (React marks the promise
 * it is given; the load keeps its own marks, pageRuntime/useSettled.ts).
 */
function waitFor(load: Promise<unknown>): Promise<void> {
  let wait = waits.get(load);
  if (!wait) {
    wait = load.then(
      () => undefined,
      () => undefined,
    );
    waits.set(load, wait);
  }
  return wait;
}

/** The loaded module, or `loading` until it arrives; a failed load throws to the boundary (Retry). */
function RemoteContent({ remote, module, render, loading, isPage }: RemoteModuleProps) {
  const hydrated = useHydrated();
  const load = useSettled(pageLoad(remote, module));
  const shown = load.status === 'fulfilled';
  // A layout effect: the first page's showing is marked in the commit that shows it (pageShown.ts).
  useLayoutEffect(() => {
    if (shown && isPage) pageShown();
  }, [shown, isPage]);
  // Hydrating a page the server rendered: wait for the module without the loading state. React keeps
  // the server's markup meanwhile and hydrates it once the module is here; the shell around it is
  // already live (a slow remote does not hold the header).
  if (!hydrated && !load.status) use(waitFor(load));
  if (load.status === 'rejected') throw load.reason;
  if (load.status === 'fulfilled' && load.value) return render(load.value);
  return loading;
}

/** Renders an exposed module of a remote inside an error boundary with a Retry. */
export function RemoteModule({
  remote,
  module,
  render,
  loading = <LoadingState />,
  fallback = (_error, retry) => <RemoteFallback onRetry={retry} />,
  isPage,
  resetKey = '',
}: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = (error: unknown) => {
    if (isLoadFailure(error)) resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary
      resetKey={`${remote}/${module}#${attempt} ${resetKey}`}
      onRetry={retry}
      fallback={fallback}
    >
      {/* For the remote's own lazy parts that suspend without a boundary of their own. */}
      <Suspense fallback={loading}>
        <RemoteContent remote={remote} module={module} render={render} loading={loading} isPage={isPage} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Renders any exposed component of a remote (a popup body, the verification centre) with its props. */
export function RemoteComponent<P extends object>({
  props,
  ...rest
}: Omit<RemoteModuleProps, 'render'> & { props?: P }) {
  return (
    <RemoteModule
      {...rest}
      render={(loaded) => createElement(loaded.default as ComponentType<P>, props ?? ({} as P))}
    />
  );
}

/**
 * What a page's failure shows: a reload for a chunk that could not load (once), not found, a remote
 * that could not load (Retry), or the error and Retry.
 */
function PageFailure({ error, retry }: { error: unknown; retry: () => void }) {
  // A failure is what the page shows: the first page has shown (pageShown.ts), so taps held for its
  // area are played on these buttons (Retry among them) and the page counts as the browser's.
  useLayoutEffect(pageShown, []);
  if (useChunkReload(error)) return <LoadingState />;
  if (isPageNotFound(error)) return <NotFoundPage />;
  if (isLoadFailure(error)) return <RemoteFallback onRetry={retry} />;
  return <ErrorState error={error} onRetry={retry} />;
}

/** The page a loader found missing: answered 404 by the store's server, the same in the browser. */
function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <ErrorPage status="404" message={t('errorPage.notFound', { path: splitLocalePath(pathname).path })} />
  );
}

const notFoundPage = (error: unknown) => (isPageNotFound(error) ? <NotFoundPage /> : null);

/** A route's page: the remote's route module, its loader's data and its head, with Retry on failure. */
export function RemotePage({
  remote,
  module,
  params,
}: {
  remote: RemoteName;
  module: string;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const cache = usePageDataCache();
  const renderPage = useCallback(
    (loaded: RemoteModuleExports) => {
      const routeModule = asRouteModule(loaded);
      const showHead = (data: unknown) => {
        const { language } = splitLocalePath(pathname);
        const query = new URLSearchParams(search);
        applyDocumentHead(routeHead(routeModule, data, { params, query, language }, i18n));
      };
      return (
        <RoutePage
          moduleId={`${remote}/${module}`}
          module={routeModule}
          params={params}
          onData={showHead}
          renderFailure={notFoundPage}
        />
      );
    },
    [remote, module, params, pathname, search, i18n],
  );
  return (
    <div className={PAGE_AREA_CLASS} data-remote={remote}>
      <RemoteModule
        remote={remote}
        module={module}
        isPage
        resetKey={pathname + search}
        render={renderPage}
        fallback={(error, retry) => (
          <PageFailure
            error={error}
            retry={() => {
              // The page's failed read is tried again with it (a remote's failed load is reset by the retry).
              cache.forget(pageDataKey(`${remote}/${module}`, pathname, search));
              retry();
            }}
          />
        )}
      />
    </div>
  );
}
