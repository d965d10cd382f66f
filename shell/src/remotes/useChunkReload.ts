// A page that failed because one of its chunks could not load (a new release replaced the files it
// asked for) is reloaded once, at its address (platform/chunkReload.ts): the reload
// brings the new release's files. Within the 10 s guard, or for any other failure, the page shows its
// failure with Retry.
import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../platform/chunkReload';

/** True while the page reloads for `error`; false: show the failure. */
export function useChunkReload(error: unknown): boolean {
  const chunkError = isChunkLoadError(error);
  // The first render waits for the decision, so a reloading page never flashes its fallback.
  const [reloading, setReloading] = useState(chunkError);
  useEffect(() => {
    if (!chunkError) return;
    // The answer comes from outside React (the reload's session marker): the state follows it once.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (!reloadForChunkError(error, window.location.href)) setReloading(false);
  }, [error, chunkError]);
  return chunkError && reloading;
}
