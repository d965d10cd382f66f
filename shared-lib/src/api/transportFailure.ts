// What a request that got no answer failed with, without axios: the api client decides on it (retry
// or not) before, or without, the host's transport chunk having loaded. The shell's entry bundles its
// own copy of this file (`@topup/shared-lib/startup/transport-failure`), so the client tells one by its
// shape (isTransportFailure), not by `instanceof`.

/**
 * No answer: the connection failed (dropped, refused, offline, or the transport itself could not be
 * fetched), which a read may try again, or the client's time-out fired, which it may not.
 */
export class TransportFailure extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timeout exceeded' : 'Network Error');
    this.name = 'TransportFailure';
  }
}

/** Whether `cause` is a TransportFailure, made by any copy of this module. */
export function isTransportFailure(cause: unknown): cause is TransportFailure {
  return cause instanceof Error && cause.name === 'TransportFailure' && 'timedOut' in cause;
}
