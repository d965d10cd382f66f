import { Suspense, createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '@topup/shared-lib';
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
}

/** The loaded module, or `loading` until it arrives; a failed load throws to the boundary (Retry). */
function RemoteContent<P extends object>({ remote, module, props, loading }: RemoteModuleProps<P>) {
  const load = useSettled(pageLoad(remote, module));
  const shown = load.status === 'fulfilled';
  useEffect(() => {
    if (shown) pageShown();
  }, [shown]);
  if (load.status === 'rejected') throw load.reason;
  if (load.status === 'fulfilled' && load.value)
    return createElement(load.value.default as ComponentType<P>, props);
  return loading;
}

/** Renders one exposed page of a remote inside an error boundary with a Retry. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  return (
    <div className="remote-area" data-remote={remote}>
      <RemoteModule remote={remote} module={module} />
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
        <RemoteContent remote={remote} module={module} props={props} loading={loading} />
      </Suspense>
    </RemoteBoundary>
  );
}
