import { Suspense, createElement, use, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '@topup/shared-lib';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
import './remoteArea.css';
import { isLoadFailure } from './remoteErrors';
import { pageLoad } from './pageLoads';
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

function RemoteContent<P extends object>({ remote, module, props }: RemoteModuleProps<P>) {
  const loaded = use(pageLoad(remote, module));
  return createElement(loaded.default as ComponentType<P>, props);
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
      <Suspense fallback={loading}>
        <RemoteContent remote={remote} module={module} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
