import { Suspense, createElement, use, useState, type ComponentType } from 'react';
import { LoadingState } from '@topup/shared-lib';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
import { isLoadFailure } from './remoteErrors';
import { generationOf, loadRemotePage, resetRemote, type RemoteName } from './remoteRegistry';

// One load per remote page and load generation: going back to a page reuses the loaded module (no
// loading flash), and a Retry after a failed load starts a fresh one. React's `use` needs the same
// promise on every render, hence the cache.
const pageLoads = new Map<string, Promise<{ default: ComponentType }>>();

function pageLoad(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const key = `${remote}/${module}#${generationOf(remote)}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = loadRemotePage(remote, module);
    pageLoads.set(key, load);
  }
  return load;
}

function RemoteContent({ remote, module }: { remote: RemoteName; module: string }) {
  const loaded = use(pageLoad(remote, module));
  return createElement(loaded.default);
}

/** Renders one exposed page of a remote inside an error boundary with a Retry. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = (error: unknown) => {
    if (isLoadFailure(error)) resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <div className="remote-area" data-remote={remote}>
      <RemoteBoundary
        resetKey={`${remote}/${module}#${attempt}`}
        onRetry={retry}
        fallback={(_error, onRetry) => <RemoteFallback onRetry={onRetry} />}
      >
        <Suspense fallback={<LoadingState />}>
          <RemoteContent remote={remote} module={module} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
