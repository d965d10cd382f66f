import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

interface Settled<T> {
  inputs: readonly unknown[];
  state: AsyncState<T>;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs a load when its inputs change and tracks loading / error / success. An answer counts only
 * for the inputs it was asked with, so a late answer never shows for newer inputs. `reload` runs it
 * again (a Retry button). A page's first reads are its route loader's (routing/routeModule.ts); this
 * is for what a page reads later, or on its own (a shopper's choice, a popup).
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): AsyncState<T> & { reload(): void } {
  const [attempt, setAttempt] = useState(0);
  const inputs = [...deps, attempt];
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setSettled({ inputs, state: { status: 'success', data } }),
      (error: unknown) => current && setSettled({ inputs, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs
  }, inputs);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AsyncState<T> =
    settled && sameInputs(settled.inputs, inputs) ? settled.state : { status: 'loading' };
  return { ...state, reload };
}
