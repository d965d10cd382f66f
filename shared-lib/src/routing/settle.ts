// A read's outcome as data: what a loader returns for a read whose failure the page shows itself
// (an error line with Retry beside the rest of the page), in a shape that survives JSON, so the
// browser hydrates the page the server rendered with the same outcome.
import { ApiError, NETWORK_ERROR_CODE } from '../api/envelope';

/** A failed read: the envelope's code (0: no answer) and message. */
export interface LoadFailure {
  code: number;
  message: string;
}

export type Settled<T> = { ok: true; data: T } | { ok: false; error: LoadFailure };

export function failureOf(error: unknown): LoadFailure {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  return { code: NETWORK_ERROR_CODE, message: '' };
}

export async function settle<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await read };
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
}

/** The data, or null for a failed read (an optional part of a page). */
export const dataOr = <T>(settled: Settled<T>): T | null => (settled.ok ? settled.data : null);
