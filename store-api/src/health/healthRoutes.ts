import type { FastifyInstance } from 'fastify';
import type { DatabaseHealth } from '../db/databaseHealth';
import { success } from '../http/envelope';

/** The answer of /health while the store cannot serve (503, the problem as the message). */
export const notReady = (problem: string) => ({
  code: 503,
  message: problem,
  data: { status: 'not ready' as const },
});

export function registerHealthRoutes(app: FastifyInstance, health: DatabaseHealth): void {
  // Readiness probe for the serve script, the end-to-end suite and a deployment's load balancer: ready
  // once routes are registered and the database file is sound and writable.
  app.get('/health', async (_request, reply) => {
    const problem = health.problem;
    if (problem === null) return success({ status: 'ok' as const });
    return reply.status(503).send(notReady(problem));
  });
}
