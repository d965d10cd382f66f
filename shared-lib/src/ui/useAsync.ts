import { useCallback, useEffect, useRef, useState } from 'react';
import { answerFromPage, hasPageAnswers } from '../api/pageAnswers';
import { rejected, type Tracked } from '../platform/tracked';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

interface Settled<T> {
  inputs: readonly unknown[];
  state: AsyncState<T>;
}

/** A load started by the first render, for its effect to take over. */
interface FirstLoad<T> {
  inputs: readonly unknown[];
  promise: Tracked<T>;
  /** It had settled when the first render read it: that render shows its outcome. */
  shown: boolean;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

function settledState<T>(promise: Tracked<T>): AsyncState<T> | null {
  if (promise.status === 'fulfilled') return { status: 'success', data: promise.value as T };
  if (promise.status === 'rejected') return { status: 'error', error: promise.reason };
  return null;
}

/**
 * Server rendering (issue 10): a component that first renders while the page holds the server's
 * answers (the server's render, the browser's hydration of it) loads at once, in the render, and shows
 * what is already settled: the same markup on both sides (api/pageAnswers.ts). Its effect then keeps
 * that load instead of starting another.
 */
function firstLoad<T>(load: () => Promise<T>, inputs: readonly unknown[]): FirstLoad<T> | null {
  if (!hasPageAnswers()) return null;
  let promise: Tracked<T>;
  try {
    promise = answerFromPage(load);
  } catch (error) {
    promise = rejected(error);
  }
  // Its effect handles the outcome; a render that never commits (the server's) leaves none unhandled.
  promise.catch(() => undefined);
  return { inputs, promise, shown: promise.status !== undefined };
}

/**
 * Runs a load when its inputs change and tracks loading / error / success. An answer counts only
 * for the inputs it was asked with, so a late answer never shows for newer inputs. `reload` runs it
 * again (a Retry button).
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): AsyncState<T> & { reload(): void } {
  const [attempt, setAttempt] = useState(0);
  const inputs = [...deps, attempt];
  const [first] = useState(() => firstLoad(load, inputs));
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const state = first?.shown ? settledState(first.promise) : null;
    return state && { inputs, state };
  });
  // The first effect takes over the first render's load (once: later inputs load afresh).
  const untaken = useRef(first);

  useEffect(() => {
    const taken = untaken.current;
    untaken.current = null;
    const own = taken && sameInputs(taken.inputs, inputs) ? taken : null;
    if (own?.shown) return undefined; // the first render showed its outcome
    let current = true;
    (own?.promise ?? load()).then(
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
