import Fastify, { type FastifyInstance } from 'fastify';
import { serverLogOptions, type LogFormat } from '@topup/server-kit';
import { failure } from '../http/envelope';
import { frameworkErrorHandler } from '../http/errorHandlers';
import { DEFAULT_CORS_ORIGINS, installResponseHeaders } from '../security/responseHeaders';
import { notReady } from './healthRoutes';

export const STORE_UNAVAILABLE = 'The store is not available right now. Please try again later.';

/**
 * What store-api serves when its database file cannot even be opened (damaged, not a database, no
 * access): /health says why (503), every other call answers 503, so a deployment keeps it out of rotation
 * and the shop shows its "try again later" page instead of connection errors.
 */
export function buildUnavailableApp(
  problem: string,
  options: { log?: boolean; logFormat?: LogFormat; corsOrigins?: readonly string[] } = {},
): FastifyInstance {
  const app = Fastify({
    ...serverLogOptions(options.log, options.logFormat ?? 'json'),
    frameworkErrors: frameworkErrorHandler,
  });
  installResponseHeaders(app, options.corsOrigins ?? DEFAULT_CORS_ORIGINS);
  app.get('/health', async (_request, reply) => reply.status(503).send(notReady(problem)));
  app.setNotFoundHandler(async (_request, reply) => reply.status(503).send(failure(503, STORE_UNAVAILABLE)));
  return app;
}
