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

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (message = 'Please log in first.'): HttpError => new HttpError(401, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
