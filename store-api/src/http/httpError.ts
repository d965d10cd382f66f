import type { FieldProblem } from './fieldMessages';
/** An expected failure a handler throws; the error handler turns it into an envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 429; the error handler adds Retry-After (whole seconds) so a client can tell the shopper how long. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, message);
  }
}

export const tooManyRequests = (message: string, retryAfterMs: number): TooManyRequestsError =>
  new TooManyRequestsError(message, retryAfterMs);

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (message = 'Please log in first.'): HttpError => new HttpError(401, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);

/**
 * A 400 about one form field that a handler (not the schema) found: the error handler answers the
 * shopper's sentence for the field and problem (fieldMessages.ts), or this message for a field no form shows.
 */
export class FieldError extends HttpError {
  constructor(
    readonly field: string,
    readonly problem: FieldProblem,
    message: string,
  ) {
    super(400, message);
  }
}

export const fieldError = (field: string, problem: FieldProblem, message: string): FieldError =>
  new FieldError(field, problem, message);
