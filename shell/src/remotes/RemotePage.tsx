import { Suspense, createElement, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState, useHydrated } from '@topup/shared-lib';
import { useSettled } from '../app/trackedLoad';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
import './remoteArea.css';
import { isLoadFailure } from './remoteErrors';
import { pageLoad } from './pageLoads';
import { pageShown } from './pageShown';
import { resetRemote, type RemoteName } from './remoteRegistry';

interface RemoteModuleProps<P extends object> {
  remote: RemoteName;
  module: string;
  /** Props for the exposed component (a page takes none). */
  props?: P;
  /** What shows while the remote loads (a page shows the loading state). */
  loading?: ReactNode;
  /** What shows when the remote is down (default: the fallback with Retry). */
  fallback?: ReactNode;
  /**
   * The route's page (RemotePage): its showing is the page's first content (pageShown.ts), which also
   * ends the hold of a server-rendered page's answers. Not a popup body or the verification mount, which
   * may load before the page's area has hydrated.
   */
  isPage?: boolean;
}

const waits = new WeakMap<Promise<unknown>, Promise<void>>();

/**
 * What React waits on for a load: settles with it, never fails, one per load (React marks the promise
 * it is given; the load keeps its own marks, trackedLoad.ts).
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
function RemoteContent<P extends object>({ remote, module, props, loading, isPage }: RemoteModuleProps<P>) {
  const hydrated = useHydrated();
  const load = useSettled(pageLoad(remote, module));
  const shown = load.status === 'fulfilled';
  useEffect(() => {
    if (shown && isPage) pageShown();
  }, [shown, isPage]);
  // Hydrating a page the server rendered: wait for the module without the loading state. React keeps
  // the server's markup meanwhile and hydrates it once the module is here; the shell around it is
  // already live (a slow remote no longer holds the header).
  if (!hydrated && !load.status) use(waitFor(load));
  if (load.status === 'rejected') throw load.reason;
  if (load.status === 'fulfilled' && load.value)
    return createElement(load.value.default as ComponentType<P>, props);
  return loading;
}

/** Renders one exposed page of a remote inside an error boundary with a Retry. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  return (
    <div className="remote-area" data-remote={remote}>
      <RemoteModule remote={remote} module={module} isPage />
    </div>
  );
}

/** Renders any exposed component of a remote (a page, a popup body) with the fallback and Retry. */
export function RemoteModule<P extends object>({
  remote,
  module,
  props,
  loading = <LoadingState />,
  fallback,
  isPage,
}: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = (error: unknown) => {
    if (isLoadFailure(error)) resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary
      resetKey={`${remote}/${module}#${attempt}`}
      onRetry={retry}
      fallback={(_error, onRetry) =>
        fallback === undefined ? <RemoteFallback onRetry={onRetry} /> : fallback
      }
    >
      {/* For the remote's own lazy parts that suspend without a boundary of their own. */}
      <Suspense fallback={loading}>
        <RemoteContent remote={remote} module={module} props={props} loading={loading} isPage={isPage} />
      </Suspense>
    </RemoteBoundary>
  );
}
