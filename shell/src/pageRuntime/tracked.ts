// A promise whose outcome can be read while rendering: the fields React's `use` also reads. The shell
// shows a route's page from one (its module and loader data), so a page whose load has settled renders
// at once, with no loading state in between.

export type Tracked<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Marks how `promise` settles on the promise itself; never an unhandled rejection. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = promise;
  // Block bodies: returning `tracked` itself from a handler would adopt its rejection again.
  tracked.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

/** A promise already fulfilled with `value`, readable at once. */
export function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** A promise already rejected with `reason`, readable at once; unhandled by nobody. */
export function rejected<T>(reason: unknown): Tracked<T> {
  const promise = Promise.reject(reason as Error);
  promise.catch(() => undefined); // whoever reads it handles it; none is no unhandled rejection
  return Object.assign(promise as Promise<T>, { status: 'rejected' as const, reason });
}
