import { track, type Tracked } from '../pageRuntime';
// Parts of the shell most visits never show (the login popup's forms, the third-party sign-in's landing
// page) are chunks of their own, fetched when first needed. A part's load starts once, and afresh after
// a failure: webpack forgets a failed chunk too, so the next try fetches it again.

/** The load of one part fetched on demand: the same promise on every call, until it fails. */
export function onDemand<T>(fetchPart: () => Promise<T>): () => Tracked<T> {
  let load: Tracked<T> | null = null;
  return () => {
    if (!load || load.status === 'rejected') load = track(fetchPart());
    return load;
  };
}
