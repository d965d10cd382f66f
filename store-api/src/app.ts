import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import {
  TRUSTED_PROXIES,
  echoRequestIds,
  installRequestMetrics,
  registerMetricsRoute,
  requestIdOptions,
  serverLogOptions,
  type LogFormat,
  type LogSetting,
} from '@topup/server-kit';
import { passwordQueueSize } from './auth/password';
import { registerBlogRoutes } from './blog/blogRoutes';
import { registerCouponRoutes } from './coupons/couponRoutes';
import type { Database } from './db/database';
import { checkDatabase, DatabaseHealth } from './db/databaseHealth';
import { registerGameRoutes } from './games/gameRoutes';
import { registerHealthRoutes } from './health/healthRoutes';
import { frameworkErrorHandler, installErrorHandlers } from './http/errorHandlers';
import { refuseNonFiniteNumbers } from './http/finiteNumbers';
import { acceptEmptyJsonBodies } from './http/jsonBodyParser';
import { decorateMemberId } from './http/requireMember';
import { rejectWrongBodyTypes } from './http/strictBodyTypes';
import { registerMediaRoutes } from './media/mediaRoutes';
import { registerAccountRoutes } from './members/accountRoutes';
import { registerAuthRoutes } from './members/authRoutes';
import { registerCodeSignIn } from './members/codeSignIn';
import { registerOrderCommentRoutes } from './orders/orderCommentRoutes';
import { registerOrderQuoteRoutes } from './orders/orderQuoteRoutes';
import { registerOrderRoutes } from './orders/orderRoutes';
import { registerOrderVerificationRoutes } from './orders/orderVerificationRoutes';
import { registerProductRoutes } from './products/productRoutes';
import { registerReviewRoutes } from './reviews/reviewRoutes';
import { registerSandboxRoutes } from './sandbox/sandboxRoutes';
import { LOCAL_SHELL_ORIGINS } from './config/origins';
import { startOutboxDelivery } from './messages/outboxDelivery';
import { registerOauthLogin } from './members/oauthLogin';
import { registerPaymentRoutes } from './payments/paymentRoutes';
import { createProviders, missingProviders } from './providers/providers';
import type { ProviderSettings } from './providers/providerSettings';
import { registerSellRoutes } from './sell/sellRoutes';
import { DEFAULT_SANDBOX_TIMINGS, type SandboxTimings } from './config/sandboxTimings';
import { createPaymentReporter } from './sandbox/paymentSandbox';
import { BACKGROUND_INTERVAL_MS, startBackgroundSteps } from './scheduling/backgroundSteps';
import { storeBackgroundSteps } from './scheduling/storeSteps';
import { blockCountries, DEFAULT_BLOCKED_COUNTRIES } from './sandbox/regionBlocker';
import { DEFAULT_BUILD_ID, registerSiteRoutes } from './site/siteRoutes';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  installAuthRateLimits,
  type AuthRateLimits,
} from './security/authRateLimits';
import type { CouponRateLimits } from './security/couponRateLimits';
import { databaseEvents } from './security/databaseWindowEvents';
import { DEFAULT_CORS_ORIGINS, installResponseHeaders } from './security/responseHeaders';

export interface BuildAppOptions {
  /**
   * Log requests and errors with Fastify's logger: true, or the lowest level to write (off by default, so
   * tests stay quiet).
   */
  log?: LogSetting;
  /** JSON lines (production's, the default) or one short line per answer for a person (the demo). */
  logFormat?: LogFormat;
  /** Add the process's own metrics (CPU, memory, event loop) to GET /metrics: the server does, tests not. */
  processMetrics?: boolean;
  /** ISO alpha-2 codes answered with the "not supported" message; see sandbox/regionBlocker.ts. */
  blockedCountries?: readonly string[];
  /** The front end's current build id for /builds/meta (default "dev"). */
  buildId?: string;
  /** Origins a browser may call the API from directly (CORS); default DEFAULT_CORS_ORIGINS. */
  corsOrigins?: readonly string[];
  /** Sign-in and code limits; tests that hammer the auth calls raise them. */
  authRateLimits?: AuthRateLimits;
  /**
   * Mount the sandboxes (the demo, the tests: STORE_SANDBOXES=on) or not (production, the default): then
   * every /sandbox route answers 404 and each outside service is its configured provider or none.
   */
  sandboxes?: boolean;
  /** The store's own origins, where payment and third-party sign-in may send the shopper back. */
  shopOrigins?: readonly string[];
  /** The outside services' configuration (providers/providerSettings.ts). */
  providers?: ProviderSettings;
  /** Coupon-code guessing limits (security/couponRateLimits.ts). */
  couponRateLimits?: CouponRateLimits;
  /** The database's state for /health; by default the file is checked now (db/databaseHealth.ts). */
  databaseHealth?: DatabaseHealth;
  /** How long the sandbox publisher and a pending sandbox payment take (STORE_DELIVERY_SECONDS, ...). */
  sandboxTimings?: SandboxTimings;
  /**
   * Run the store's background steps (scheduling/storeSteps.ts) once ready; on by default. The tests
   * leave them off and run a step at the time they choose.
   */
  backgroundSteps?: boolean;
}

/** The registry of one app: its requests' metrics (added by the caller) and the hashing queue's gauges. */
function storeMetrics(processMetrics: boolean): Registry {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'password_hashes_running',
    help: 'Password hashes running in the hashing queue (auth/passwordQueue.ts).',
    registers: [registry],
    collect() {
      this.set(passwordQueueSize().running);
    },
  });
  new Gauge({
    name: 'password_hashes_waiting',
    help: 'Password hashes waiting in the hashing queue.',
    registers: [registry],
    collect() {
      this.set(passwordQueueSize().waiting);
    },
  });
  return registry;
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
  const sandboxes = options.sandboxes ?? false;
  const shopOrigins = options.shopOrigins ?? LOCAL_SHELL_ORIGINS;
  const providers = createProviders(db, sandboxes, options.providers);
  const app = Fastify({
    ...serverLogOptions(options.log, options.logFormat ?? 'json'),
    frameworkErrors: frameworkErrorHandler,
    trustProxy: TRUSTED_PROXIES,
    ...requestIdOptions,
  });
  echoRequestIds(app);
  const metrics = storeMetrics(options.processMetrics ?? false);
  installRequestMetrics(app, metrics);
  // Operators' only: on store-api's own port; the shell's proxy does not pass it to shoppers.
  registerMetricsRoute(app, metrics);

  const databaseHealth = options.databaseHealth ?? new DatabaseHealth(checkDatabase(db));
  installErrorHandlers(app, databaseHealth);
  // First, so even refused and blocked answers carry the headers and preflights are answered.
  installResponseHeaders(app, options.corsOrigins ?? DEFAULT_CORS_ORIGINS);
  installAuthRateLimits(app, options.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS, databaseEvents(db));
  acceptEmptyJsonBodies(app);
  rejectWrongBodyTypes(app);
  refuseNonFiniteNumbers(app);
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
        description: 'Every call of the store API, envelope { code, message, data }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  void app.register(async (api) => {
    registerHealthRoutes(api, databaseHealth);
    registerProductRoutes(api, db);
    registerReviewRoutes(api, db);
    registerAuthRoutes(api, db);
    registerAccountRoutes(api, db);
    registerCodeSignIn(api, db);
    registerOauthLogin(api, db, providers.oauth);
    registerCouponRoutes(api, db, options.couponRateLimits);
    registerOrderRoutes(api, db);
    registerOrderQuoteRoutes(api, db);
    registerOrderVerificationRoutes(api, db, {
      ...providers,
      documentReviewer: sandboxes ? 'sandbox' : 'staff',
    });
    registerOrderCommentRoutes(api, db, providers.storage);
    registerPaymentRoutes(api, db, {
      provider: providers.payment,
      callbackSecret: providers.paymentCallbackSecret,
      shopOrigins,
    });
    registerGameRoutes(api);
    registerSiteRoutes(api, db, options.buildId ?? DEFAULT_BUILD_ID);
    registerBlogRoutes(api, db);
    registerMediaRoutes(api, db);
    if (sandboxes) {
      registerSandboxRoutes(api, db, { providers, shopOrigins, deliver: (request) => app.inject(request) });
    }
    registerSellRoutes(api, db);
    api.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
  });

  const missing = sandboxes ? [] : missingProviders(providers);
  if (missing.length > 0) {
    app.addHook('onReady', async () => {
      app.log.warn(`Not configured, so answering 503 or not delivered: ${missing.join('; ')}.`);
    });
  }

  if (options.backgroundSteps ?? true) {
    const paymentReporter =
      sandboxes && providers.sandboxed.has('payment') && providers.paymentCallbackSecret
        ? createPaymentReporter(db, {
            callbackSecret: providers.paymentCallbackSecret,
            deliver: (request) => app.inject(request),
          })
        : null;
    const steps = storeBackgroundSteps(db, {
      sandboxes,
      timings: options.sandboxTimings ?? DEFAULT_SANDBOX_TIMINGS,
      paymentReporter,
    });
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startBackgroundSteps(steps, {
        intervalMs: BACKGROUND_INTERVAL_MS,
        onError: (error, step) => app.log.error({ err: error }, `A background step failed: ${step}`),
      });
    });
    app.addHook('onClose', async () => stop?.());
  }

  // Production sends the outbox through its senders; with sandboxes on, the outbox is the sandbox sender
  // of each channel without a provider.
  const { senders } = providers;
  if (senders && (senders.email || senders.sms)) {
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = startOutboxDelivery(
        db,
        senders,
        (error, message) =>
          app.log.error({ err: error, messageId: message?.id }, 'A message of the outbox was not delivered'),
        providers.sandboxChannels,
      );
    });
    app.addHook('onClose', async () => stop?.());
  }

  return app;
}
