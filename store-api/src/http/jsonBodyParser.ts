import type { FastifyInstance } from 'fastify';

/**
 * The store's front end sends `Content-Type: application/json` on every call, including
 * DELETE calls without a body such as logout. Fastify rejects such empty JSON bodies, so this parser treats
 * an empty body as "no body" and hands anything else to Fastify's own parser, which keeps its protection
 * against prototype poisoning. Routes that need a body still fail their schema with a clear 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
