// Prometheus metrics of a Fastify server (prom-client), one registry per server: requests by route and
// status, their latency, and server errors. store-api serves them at GET /metrics on its own port (never
// proxied to shoppers: shell/server/staticHost.ts); the page server on a port of its own.
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Latency buckets (seconds): a cached page or a read in a few ms, a password sign-in ~0.1 s, a render ~1 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route's pattern (/homs/order/:id), never the raw URL: bounded labels whatever clients ask for. */
const UNMATCHED_ROUTE = 'unmatched';

export function installRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route and status.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 5xx status, by method and route.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
  });
}

/** GET `path`: the registry in Prometheus' text format. */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, path = '/metrics'): void {
  app.get(path, { schema: { hide: true } }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
}
