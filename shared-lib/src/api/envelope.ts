// Every store-api answer is the envelope {code, message, data}; code 200 is success.

export const SUCCESS_CODE = 200;
export const UNAUTHORIZED_CODE = 401;
/** The code of a failure without an envelope: time-out or no connection. */
export const NETWORK_ERROR_CODE = 0;

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope<unknown>).code === 'number' &&
    'data' in value
  );
}

/**
 * A failed call: `code` is the envelope code, or 0 when no envelope came back (network, timeout).
 * `data` keeps the envelope's data: some callers read it on failure (the UTM tracker's 401).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly path: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
