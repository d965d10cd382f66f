// Stand-ins for the services the shop's pages call in the browser: the customer-service chat
// widget, the tag manager, the captcha, the cart-tracking service and the observability tracker's logs
// and metrics endpoints. Each records what it received (receivedCalls.ts), which testers read at
// GET /sandbox/received, each browser its own calls only. The scripts follow the globals of
// shared-lib/src/integrations/README.md.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../http/envelope';
import { badRequest } from '../http/httpError';
import { cookieOf } from '../http/requestCookies';
import { CAPTCHA_SCRIPT, CHAT_WIDGET_SCRIPT, TAG_MANAGER_SCRIPT } from './siteServiceScripts';
import {
  BILLING_ADDRESS_FIELDS,
  CHECKOUT_CREATE,
  cartEventSchema,
  captchaVerifySchema,
  chatMessageSchema,
  tagManagerHitSchema,
  trackerLogBatchSchema,
  trackerMetricBatchSchema,
  type CartEventBody,
} from './siteServiceSchemas';
import { RECEIVING_SERVICES, receivedCalls, type ReceivingService } from './receivedCalls';

/** The captcha's answer codes (ret 0 is success); 2 is the vendor's "closed by the user". */
export const CAPTCHA_RET_SUCCESS = 0;
export const CAPTCHA_RET_CLOSED = 2;

const SCRIPT_TYPE = 'application/javascript; charset=utf-8';

/** The visitor id cookie every page of the shop writes; it names whose calls are whose. */
export const VISITOR_COOKIE = 'uid';
const visitorOf = (request: FastifyRequest): string | undefined => cookieOf(request, VISITOR_COOKIE);

/** Checkout/Create carries the checkout's fields, and a billing address with every field empty. */
function checkCheckoutCreate(event: CartEventBody): void {
  if (event.eventType !== CHECKOUT_CREATE) return;
  const { cartToken, checkoutId, customer, billingAddress } = event.data;
  if (!cartToken || !checkoutId || !customer || !billingAddress) {
    throw badRequest('A Checkout/Create event needs cartToken, checkoutId, customer and billingAddress.');
  }
  if (BILLING_ADDRESS_FIELDS.some((field) => billingAddress[field] !== '')) {
    throw badRequest('The billing address must be sent with every field empty.');
  }
}

export function registerSiteServiceSandboxes(app: FastifyInstance): void {
  const received = receivedCalls();
  const script = (url: string, body: string) =>
    app.get(url, async (_request, reply) => reply.type(SCRIPT_TYPE).send(body));

  script('/sandbox/chat/widget.js', CHAT_WIDGET_SCRIPT);
  script('/sandbox/tag-manager/gtm.js', TAG_MANAGER_SCRIPT);
  script('/sandbox/captcha/captcha.js', CAPTCHA_SCRIPT);

  app.post<{ Body: CartEventBody }>(
    '/sandbox/cart-tracking/events',
    { schema: { body: cartEventSchema } },
    async (request) => {
      checkCheckoutCreate(request.body);
      return success({ id: received.record('cart-tracking', visitorOf(request), request.body).id });
    },
  );
  app.post('/sandbox/tracker/logs', { schema: { body: trackerLogBatchSchema } }, async (request) =>
    success({ id: received.record('tracker-logs', visitorOf(request), request.body).id }),
  );
  app.post('/sandbox/tracker/metrics', { schema: { body: trackerMetricBatchSchema } }, async (request) =>
    success({ id: received.record('tracker-metrics', visitorOf(request), request.body).id }),
  );
  app.post('/sandbox/chat/messages', { schema: { body: chatMessageSchema } }, async (request) =>
    success({ id: received.record('chat', visitorOf(request), request.body).id }),
  );
  app.post('/sandbox/tag-manager/hits', { schema: { body: tagManagerHitSchema } }, async (request) =>
    success({ id: received.record('tag-manager', visitorOf(request), request.body).id }),
  );
  // The vendor's servers decide a challenge and hand the page a ticket for the form's back end.
  app.post<{ Body: { appId: string; answer: 'pass' | 'close' } }>(
    '/sandbox/captcha/verify',
    { schema: { body: captchaVerifySchema } },
    async (request) => {
      const result =
        request.body.answer === 'pass'
          ? {
              ret: CAPTCHA_RET_SUCCESS,
              ticket: `sbx_${randomBytes(16).toString('hex')}`,
              randstr: randomBytes(4).toString('hex'),
            }
          : { ret: CAPTCHA_RET_CLOSED };
      received.record('captcha', visitorOf(request), { appId: request.body.appId, ...result });
      return success(result);
    },
  );

  app.get<{ Querystring: { service: ReceivingService; containing?: string } }>(
    '/sandbox/received',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['service'],
          additionalProperties: false,
          properties: {
            service: { type: 'string', enum: [...RECEIVING_SERVICES] },
            containing: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) =>
      success(received.list(request.query.service, visitorOf(request), request.query.containing)),
  );
}
