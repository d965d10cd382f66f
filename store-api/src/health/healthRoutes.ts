import type { FastifyInstance } from 'fastify';
import { success } from '../http/envelope';

export function registerHealthRoutes(app: FastifyInstance): void {
  // Liveness probe for the serve script and the end-to-end suite: answers once routes are registered.
  app.get('/health', async () => success({ status: 'ok' as const }));
}
