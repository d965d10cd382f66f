/**
 * Every JSON answer of the store API, success or failure, has this shape. `code` repeats
 * the HTTP status, so clients that only read the body and clients that only read the status agree.
 */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 200;

export function success<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, message: 'success', data };
}

export function failure(code: number, message: string): Envelope<null> {
  return { code, message, data: null };
}

/** A 400 about one form field: `data.field` names it, so the form can show the message under it. */
export function fieldFailure(field: string, message: string): Envelope<{ field: string }> {
  return { code: 400, message, data: { field } };
}
