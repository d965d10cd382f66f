// What a request that got no answer failed with, without axios: the api client decides on it (retry
// or not) before, or without, the transport chunk having loaded (transportLoader.ts).

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
