import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBlogRoutes } from './blog/blogRoutes';
import { registerCouponRoutes } from './coupons/couponRoutes';
import type { Database } from './db/database';
import { registerGameRoutes } from './games/gameRoutes';
import { registerHealthRoutes } from './health/healthRoutes';
import { frameworkErrorHandler, installErrorHandlers } from './http/errorHandlers';
import { acceptEmptyJsonBodies } from './http/jsonBodyParser';
import { decorateMemberId } from './http/requireMember';
import { rejectWrongBodyTypes } from './http/strictBodyTypes';
import { TRUSTED_PROXIES } from './http/trustedProxies';
import { registerMediaRoutes } from './media/mediaRoutes';
import { registerAccountRoutes } from './members/accountRoutes';
import { registerAuthRoutes } from './members/authRoutes';
import { registerOrderCommentRoutes } from './orders/orderCommentRoutes';
import { registerOrderRoutes } from './orders/orderRoutes';
import { registerOrderVerificationRoutes } from './orders/orderVerificationRoutes';
import { registerProductRoutes } from './products/productRoutes';
import { registerReviewRoutes } from './reviews/reviewRoutes';
import { registerOauthSandbox } from './sandbox/oauthSandbox';
import { registerSandboxRoutes } from './sandbox/sandboxRoutes';
import { registerSellRoutes } from './sell/sellRoutes';
import { blockCountries, DEFAULT_BLOCKED_COUNTRIES } from './sandbox/regionBlocker';
import { DEFAULT_BUILD_ID, registerSiteRoutes } from './site/siteRoutes';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  installAuthRateLimits,
  type AuthRateLimits,
} from './security/authRateLimits';
import { DEFAULT_CORS_ORIGINS, installResponseHeaders } from './security/responseHeaders';

export interface BuildAppOptions {
  /** Log requests and errors with Fastify's logger (off by default, so tests stay quiet). */
  log?: boolean;
  /** ISO alpha-2 codes answered with the "not supported" message (spec 8); see sandbox/regionBlocker.ts. */
  blockedCountries?: readonly string[];
  /** The front end's current build id for /builds/meta (default "dev"). */
  buildId?: string;
  /** Origins a browser may call the API from directly (CORS); default DEFAULT_CORS_ORIGINS. */
  corsOrigins?: readonly string[];
  /** Sign-in and code limits; tests that hammer the auth calls raise them. */
  authRateLimits?: AuthRateLimits;
}

const registeredRoutes = new WeakMap<FastifyInstance, string[]>();

/** "METHOD /path" of every route the app registered (HEAD twins excluded), for the OpenAPI test. */
export function listRegisteredRoutes(app: FastifyInstance): string[] {
  return registeredRoutes.get(app) ?? [];
}

/**
 * The store API with every route registered, not yet listening: tests drive it with `app.inject`,
 * server.ts puts it on a port. The database stays owned by the caller.
 */
export function buildApp(db: Database, options: BuildAppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.log ?? false,
    frameworkErrors: frameworkErrorHandler,
    trustProxy: TRUSTED_PROXIES,
  });

  installErrorHandlers(app);
  // First, so even refused and blocked answers carry the headers and preflights are answered.
  installResponseHeaders(app, options.corsOrigins ?? DEFAULT_CORS_ORIGINS);
  installAuthRateLimits(app, options.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS);
  acceptEmptyJsonBodies(app);
  rejectWrongBodyTypes(app);
  decorateMemberId(app);
  blockCountries(app, options.blockedCountries ?? DEFAULT_BLOCKED_COUNTRIES);
  const routes: string[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });

  // Swagger collects routes through an onRoute hook, so it must load before the routes (hence register).
  void app.register(swagger, {
    openapi: {
      info: {
        title: 'Store API',
        version: '2.0.0',
        description: 'Every call of spec section 7, envelope { code, message, data }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  void app.register(async (api) => {
    registerHealthRoutes(api);
    registerProductRoutes(api, db);
    registerReviewRoutes(api, db);
    registerAuthRoutes(api, db);
    registerAccountRoutes(api, db);
    registerOauthSandbox(api, db);
    registerCouponRoutes(api, db);
    registerOrderRoutes(api, db);
    registerOrderVerificationRoutes(api, db);
    registerOrderCommentRoutes(api, db);
    registerGameRoutes(api);
    registerSiteRoutes(api, db, options.buildId ?? DEFAULT_BUILD_ID);
    registerBlogRoutes(api, db);
    registerMediaRoutes(api, db);
    registerSandboxRoutes(api, db);
    registerSellRoutes(api, db);
    api.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
  });

  return app;
}
