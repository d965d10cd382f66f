import Fastify, { type FastifyInstance } from 'fastify';
import { registerBlogRoutes } from './blog/blogRoutes';
import type { Database } from './db/database';
import { registerHealthRoutes } from './health/healthRoutes';
import { frameworkErrorHandler, installErrorHandlers } from './http/errorHandlers';
import { acceptEmptyJsonBodies } from './http/jsonBodyParser';
import { decorateMemberId } from './http/requireMember';
import { rejectWrongBodyTypes } from './http/strictBodyTypes';
import { registerMediaRoutes } from './media/mediaRoutes';
import { registerAuthRoutes } from './members/authRoutes';
import { registerOrderRoutes } from './orders/orderRoutes';
import { registerProductRoutes } from './products/productRoutes';

export interface BuildAppOptions {
  /** Log requests and errors with Fastify's logger (off by default, so tests stay quiet). */
  log?: boolean;
}

/**
 * The store API with every route registered, not yet listening: tests drive it with `app.inject`,
 * server.ts puts it on a port. The database stays owned by the caller.
 */
export function buildApp(db: Database, options: BuildAppOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.log ?? false, frameworkErrors: frameworkErrorHandler });

  installErrorHandlers(app);
  acceptEmptyJsonBodies(app);
  rejectWrongBodyTypes(app);
  decorateMemberId(app);

  registerHealthRoutes(app);
  registerProductRoutes(app, db);
  registerAuthRoutes(app, db);
  registerOrderRoutes(app, db);
  registerBlogRoutes(app, db);
  registerMediaRoutes(app, db);

  return app;
}
