// One id per request, carried from the shell's page server to store-api in X-Request-Id: taken from the
// request when it is a sane token (the page server's, or a load balancer's), made otherwise, written in
// every log line of the request (pino's reqId) and echoed in the answer, so one shopper's failing page
// can be followed through both servers' logs.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an id from outside may be: a log line must not carry a client's arbitrary text. */
const SANE_ID = /^[\w.:-]{1,128}$/;

/** Fastify's options that take or make the request's id. */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId: (request: RawRequestDefaultExpression) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
  },
};

/** Every answer names its request's id, refusals and errors too (set before anything can answer). */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
