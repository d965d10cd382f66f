// A promise whose outcome can be read while rendering: the fields React's `use` also reads. The shell
// shows loaded pages from one (shell/src/app/trackedLoad.ts), and the api client answers a read it
// already holds with one that has settled before anyone awaits it, so a server-rendered page hydrates
// with its data on the first render (api/pageAnswers.ts).

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

/** `then`, but at once when `promise` has already settled: a chain of settled reads stays settled. */
export function thenNow<T, U>(promise: Tracked<T>, next: (value: T) => U | Tracked<U>): Tracked<U> {
  if (promise.status === 'rejected') return rejected(promise.reason);
  if (promise.status !== 'fulfilled') return track(promise.then(next));
  try {
    const result = next(promise.value as T);
    return result instanceof Promise ? (result as Tracked<U>) : fulfilled(result);
  } catch (error) {
    return rejected(error);
  }
}

/** `catch`, but at once when `promise` has already settled. */
export function catchNow<T, U>(promise: Tracked<T>, recover: (reason: unknown) => U): Tracked<T | U> {
  if (promise.status === 'fulfilled') return promise;
  if (promise.status === 'rejected') {
    try {
      return fulfilled(recover(promise.reason));
    } catch (error) {
      return rejected(error);
    }
  }
  return track(promise.catch(recover));
}

/** Promise.all, settled at once when every promise already has. */
export function allNow<T extends readonly unknown[]>(promises: {
  [K in keyof T]: Tracked<T[K]>;
}): Tracked<T> {
  const list = promises as readonly Tracked<unknown>[];
  const failure = list.find((promise) => promise.status === 'rejected');
  if (failure) return rejected(failure.reason);
  if (list.every((promise) => promise.status === 'fulfilled'))
    return fulfilled(list.map((promise) => promise.value) as unknown as T);
  return track(Promise.all(list) as unknown as Promise<T>);
}
