import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseProblemOf, type DatabaseHealth } from '../db/databaseHealth';
import { failure, fieldFailure } from './envelope';
import { FieldError, HttpError, TooManyRequestsError } from './httpError';
import { describeValidationError } from './validationMessage';
import { describeFieldFailure, fieldMessage } from './fieldMessages';
import { localeOf } from './locale';
import { messageInLocale } from './messagesZh';

// Fastify's own request errors, reworded for people; any other 4xx keeps Fastify's message.
const fastifyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send the body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size does not match its Content-Length.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
};

/**
 * "Another connection holds the lock", once the busy timeout has run out: SQLite's codes, and PostgreSQL's
 * lock_not_available (its lock_timeout) and query_canceled (its statement_timeout).
 */
const DATABASE_BUSY_CODES = /^(SQLITE_(BUSY|LOCKED)|55P03|57014$)/;
export const DATABASE_BUSY_MESSAGE = 'The store is busy right now. Please try again in a moment.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The store cannot save or read your data right now. Please try again later.';
/** A lock held longer than the busy timeout is rare and short-lived: a second is worth waiting. */
const DATABASE_BUSY_RETRY_AFTER_S = 1;

/** Keeps the "Not found" message readable when someone requests a huge URL. */
const MAX_PATH_IN_MESSAGE = 200;

/**
 * Installs the two handlers that make every failure an envelope: bad input becomes a 4xx with a clear
 * message; only genuine bugs reach the 500 branch, which is logged and answers a generic message so no
 * internals leak.
 */
export function installErrorHandlers(app: FastifyInstance, health: DatabaseHealth): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    }
    if (error instanceof FieldError) {
      const message = fieldMessage(error.field, error.problem, localeOf(request));
      if (message !== null) return reply.status(400).send(fieldFailure(error.field, message));
    }
    if (error instanceof HttpError) {
      const message = messageInLocale(error.message, localeOf(request));
      return reply.status(error.statusCode).send(failure(error.statusCode, message));
    }
    if (error.validation && error.validation[0]) {
      // A form's field gets the shopper's sentence and names the field for the form to put it under.
      const forShopper = describeFieldFailure(
        error.validation[0],
        localeOf(request),
        error.validationContext,
      );
      if (forShopper) return reply.status(400).send(fieldFailure(forShopper.field, forShopper.message));
      const message = describeValidationError(error.validation[0], error.validationContext ?? 'request');
      return reply.status(400).send(failure(400, message));
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const message = fastifyErrorMessages[error.code] ?? error.message;
      return reply.status(status).send(failure(status, message));
    }
    const databaseProblem = databaseProblemOf(error);
    if (databaseProblem !== null) {
      // The file itself is damaged, read-only or full: not the shopper's fault, and /health must say so.
      health.report(databaseProblem);
      request.log.error({ err: error }, 'The database file cannot serve the store');
      const message = messageInLocale(DATABASE_UNAVAILABLE_MESSAGE, localeOf(request));
      return reply.status(503).send(failure(503, message));
    }
    if (typeof error.code === 'string' && DATABASE_BUSY_CODES.test(error.code)) {
      // Not a bug of ours and not the shopper's: the database stayed locked past the busy timeout.
      request.log.warn({ err: error }, 'The database stayed locked past the busy timeout');
      reply.header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_S));
      return reply.status(503).send(failure(503, messageInLocale(DATABASE_BUSY_MESSAGE, localeOf(request))));
    }
    request.log.error({ err: error }, 'Unexpected error while handling a request');
    const message = messageInLocale(
      'Something went wrong on our side. Please try again later.',
      localeOf(request),
    );
    return reply.status(500).send(failure(500, message));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const shown = path.length > MAX_PATH_IN_MESSAGE ? `${path.slice(0, MAX_PATH_IN_MESSAGE)}…` : path;
    return reply.status(404).send(failure(404, `Not found: ${request.method} ${shown}`));
  });
}

/**
 * Errors Fastify raises before routing, which skip setErrorHandler: a URL with broken percent-encoding
 * (FST_ERR_BAD_URL) and a failed route constraint. Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL is not valid: it contains malformed percent-encoding.'
      : error.message;
  reply.status(400).send(failure(400, message));
}
