// A paged list whose opening page is the page loader's (read with the page, rendered on the store's
// server) and whose other pages, sorts and filters the list reads itself when the shopper asks.
import { useAsync, usePageReload, type Settled } from '@topup/shared-lib';

export type ListPage<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** `error`: the loader's LoadFailure or the later read's error; ErrorState shows either. */
  | { status: 'error'; error: unknown; reload(): void };

/**
 * The page shown: `first` while `opening` (its Retry reads the page again), else `read()`'s answer,
 * asked again when `deps` change.
 */
export function useListPage<T>(
  first: Settled<T>,
  opening: boolean,
  read: () => Promise<T>,
  deps: readonly unknown[],
): ListPage<T> {
  const reloadPage = usePageReload();
  const later = useAsync(() => (opening ? Promise.resolve(null) : read()), [opening, ...deps]);
  if (opening) {
    return first.ok
      ? { status: 'success', data: first.data }
      : { status: 'error', error: first.error, reload: reloadPage };
  }
  if (later.status === 'error') return { status: 'error', error: later.error, reload: later.reload };
  if (later.status === 'success' && later.data !== null) return { status: 'success', data: later.data };
  return { status: 'loading' };
}
