// What loads on demand (a route's page and its data, the login popup's forms) is shown from a promise
// that says how it settled, not through React.lazy or `use`: a component that suspends shows its
// Suspense fallback and React then holds the content back for its 300 ms reveal throttle. Here the
// loading state shows until the promise settles, and the content at once after, as a transition (its
// first render yields to input).
import { startTransition, useEffect, useState } from 'react';
import type { Tracked } from './tracked';

/** Renders the calling component again once `load` settles (at once if it has). Returns `load`. */
export function useSettled<T>(load: Tracked<T>): Tracked<T> {
  const [, setSettled] = useState<unknown>(null);
  // As this render saw it: a load that settles between the render and the effect must still render again.
  const pending = !load.status;
  useEffect(() => {
    if (!pending) return undefined;
    let current = true;
    // track()'s handlers were attached first, so the status is set when these run.
    const reveal = () => current && startTransition(() => setSettled(load));
    load.then(reveal, reveal);
    return () => {
      current = false;
    };
  }, [load, pending]);
  return load;
}
