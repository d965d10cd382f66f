// The store's side of payments, in both profiles: a member opens a session at the provider for an
// unpaid order; the provider reports what happened by signed callback. Nothing else changes a payment.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { envelopeWith } from '../http/responseSchemas';
import { PAYMENT_MARKS } from '../media/paymentArt';
import { badRequest, HttpError } from '../http/httpError';
import type { Locale } from '../http/locale';
import { memberIdOf, requireMember } from '../http/requireMember';
import { requirePayable } from '../orders/orderPayable';
import { ownOrder } from '../orders/ownOrder';
import { receivePaymentCallback } from './paymentCallbacks';
import { paymentMethodMarks } from './paymentMethodMarks';
import type { PaymentProvider } from './paymentProvider';
import { PAYMENT_SIGNATURE_HEADER } from './paymentSignature';
import {
  PAYMENT_METHODS,
  PAYMENT_OUTCOMES,
  recordPaymentSession,
  resultPageUrl,
  returnBaseOf,
  SHOP_LANGUAGES,
  type PaymentMethod,
  type PaymentOutcome,
} from './paymentSessions';

export interface PaymentRouteOptions {
  /** null: no provider in this profile, payments answer 503. */
  provider: PaymentProvider | null;
  /** The shared secret of the provider's callbacks; null refuses every callback (503). */
  callbackSecret: string | null;
  /** Origins the shopper may be sent back to (STORE_SHOP_ORIGINS). */
  shopOrigins: readonly string[];
}

/** A callback is a small JSON event. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

const sessionSchema = {
  body: {
    type: 'object',
    required: ['orderId'],
    properties: {
      orderId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
      method: { type: 'string', enum: PAYMENT_METHODS, default: 'card' },
      // The shop's origin for the result pages; empty keeps them relative (the API's own origin).
      returnOrigin: { type: 'string', maxLength: 200, default: '' },
      // The shop's language the payment started in: the result pages are that language's.
      language: { type: 'string', enum: SHOP_LANGUAGES, default: 'en' },
    },
  },
} as const;

const methodsSchema = {
  description: 'The ways to pay the checkout lists, each with the store’s own mark (a picture under /media).',
  response: envelopeWith({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'string', enum: PAYMENT_METHODS },
        mark: { type: 'string', enum: PAYMENT_MARKS },
        pic: { type: 'string' },
      },
    },
  }),
} as const;

export function registerPaymentRoutes(
  app: FastifyInstance,
  db: Database,
  options: PaymentRouteOptions,
): void {
  const origins = new Set(options.shopOrigins);

  // The same for every shopper, in either profile: it names no order and opens nothing at the provider.
  app.get('/payments/methods', { schema: methodsSchema }, async () => success(paymentMethodMarks()));

  app.post<{ Body: { orderId: string; method: PaymentMethod; returnOrigin: string; language: Locale } }>(
    '/payments/sessions',
    { schema: sessionSchema, preHandler: requireMember(db) },
    async (request) => {
      memberIdOf(request);
      const { returnOrigin, method, language } = request.body;
      if (returnOrigin !== '' && !origins.has(returnOrigin)) {
        throw badRequest('returnOrigin must be one of the store’s own origins.');
      }
      const order = await ownOrder(db, request, request.body.orderId);
      if (!options.provider)
        throw new HttpError(503, 'Payments are not available right now. Please try again later.');
      await requirePayable(db, order.id);
      const returnBase = returnBaseOf(returnOrigin, language);
      const returnUrls = Object.fromEntries(
        PAYMENT_OUTCOMES.map((outcome) => [
          outcome,
          resultPageUrl(returnBase, outcome, order.orderSn, order.id),
        ]),
      ) as Record<PaymentOutcome, string>;
      const opened = await options.provider.openSession({
        orderSn: order.orderSn,
        amount: order.amount,
        currency: order.currency,
        method,
        returnUrls,
      });
      await recordPaymentSession(db, { id: opened.sessionId, orderId: order.id, method, returnBase });
      return success({
        sessionId: opened.sessionId,
        checkoutUrl: opened.checkoutUrl,
        amount: order.amount,
        currency: order.currency,
      });
    },
  );

  // The raw body is what the provider signed, so this route reads it as text (its own parser, here only).
  void app.register(async (callbacks) => {
    callbacks.removeContentTypeParser('application/json');
    callbacks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    callbacks.post<{ Body: string | undefined }>(
      '/payments/callback',
      {
        schema: {
          description: `The payment provider's signed callback: { eventId, sessionId, outcome, amount, currency }, header ${PAYMENT_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">.`,
        },
      },
      async (request) => {
        if (!options.callbackSecret) throw new HttpError(503, 'Payment callbacks are not configured.');
        const header = request.headers[PAYMENT_SIGNATURE_HEADER];
        return success(
          await receivePaymentCallback(
            db,
            options.callbackSecret,
            Array.isArray(header) ? header[0] : header,
            request.body ?? '',
          ),
        );
      },
    );
  });
}
