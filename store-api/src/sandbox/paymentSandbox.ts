import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { notFound } from '../http/httpError';
import { memberIdOf, requireMember } from '../http/requireMember';
import { ownOrder } from '../orders/ownOrder';
import { escapeHtml, sandboxPage } from './html';
import { PAYMENT_CONTROLLER_SCRIPT, PAYMENT_ELEMENTS_SCRIPT } from './paymentScripts';
import {
  createPaymentSession,
  findPaymentSession,
  PAYMENT_METHODS,
  PAYMENT_OUTCOMES,
  settlePaymentSession,
  type PaymentOutcome,
} from './paymentSessions';

const sessionParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;

const outcomeSchema = { type: 'string', enum: PAYMENT_OUTCOMES } as const;

/** Payment sandbox: sessions, a hosted page and the SDK scripts (see README "Sandboxes"). */
export function registerPaymentSandbox(app: FastifyInstance, db: Database): void {
  // Starts a payment for one of the member's unpaid orders.
  app.post<{ Body: { orderId: string; method: string; returnOrigin: string } }>(
    '/sandbox/pay/sessions',
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderId'],
          properties: {
            orderId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            method: { type: 'string', enum: PAYMENT_METHODS, default: 'card' },
            // The shop's origin for the result pages; empty keeps them relative (same origin as the API).
            returnOrigin: {
              type: 'string',
              pattern: '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?$',
              default: '',
            },
          },
        },
      },
      preHandler: requireMember(db),
    },
    async (request) => {
      memberIdOf(request);
      const order = ownOrder(db, request, request.body.orderId);
      const id = createPaymentSession(db, order.id, request.body.method, request.body.returnOrigin);
      return success({
        sessionId: id,
        checkoutUrl: `/sandbox/pay/checkout/${id}`,
        amount: order.amount,
        currency: order.currency,
      });
    },
  );

  // The hosted page: one button per outcome.
  app.get<{ Params: { id: string } }>(
    '/sandbox/pay/checkout/:id',
    { schema: { params: sessionParams } },
    async (request, reply) => {
      const session = findPaymentSession(db, request.params.id);
      if (!session) throw notFound('Payment session not found.');
      const labels: Record<PaymentOutcome, string> = {
        success: 'Pay now',
        pending: 'Leave pending',
        failed: 'Fail payment',
        cancel: 'Cancel',
      };
      const buttons = PAYMENT_OUTCOMES.map(
        (outcome) =>
          `<a class="button" data-outcome="${outcome}" href="/sandbox/pay/checkout/${session.id}/complete?outcome=${outcome}">${labels[outcome]}</a>`,
      ).join('');
      const summary = `<p>Order <b>${escapeHtml(session.orderSn)}</b>: ${escapeHtml(session.productName)}</p>
      <p>Amount: <b>${session.amount.toFixed(2)} ${escapeHtml(session.currency)}</b> by ${escapeHtml(session.method)}</p>
      <p>Status: ${escapeHtml(session.status)}</p>`;
      return reply.type('text/html; charset=utf-8').send(sandboxPage('Sandbox Pay', summary + buttons));
    },
  );

  // The hosted page's buttons: settle, then send the browser to the shop's result page.
  app.get<{ Params: { id: string }; Querystring: { outcome: PaymentOutcome } }>(
    '/sandbox/pay/checkout/:id/complete',
    {
      schema: {
        params: sessionParams,
        querystring: { type: 'object', required: ['outcome'], properties: { outcome: outcomeSchema } },
      },
    },
    async (request, reply) =>
      reply.redirect(settlePaymentSession(db, request.params.id, request.query.outcome).redirectUrl, 302),
  );

  // The SDK element's buttons: the same settlement, answered as JSON.
  app.post<{ Params: { id: string }; Body: { outcome: PaymentOutcome } }>(
    '/sandbox/pay/sessions/:id/confirm',
    {
      schema: {
        params: sessionParams,
        body: { type: 'object', required: ['outcome'], properties: { outcome: outcomeSchema } },
      },
    },
    async (request) => success(settlePaymentSession(db, request.params.id, request.body.outcome)),
  );

  app.get<{ Params: { id: string } }>(
    '/sandbox/pay/sessions/:id',
    { schema: { params: sessionParams } },
    async (request) => {
      const session = findPaymentSession(db, request.params.id);
      if (!session) throw notFound('Payment session not found.');
      return success(session);
    },
  );

  app.get('/sandbox/pay/sdk/controller.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(PAYMENT_CONTROLLER_SCRIPT),
  );
  app.get('/sandbox/pay/sdk/elements.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(PAYMENT_ELEMENTS_SCRIPT),
  );
}
