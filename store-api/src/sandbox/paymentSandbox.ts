// The payment provider's stand-in: it opens sessions, shows a hosted page and SDK elements whose buttons
// pick an outcome, and reports that outcome to store-api exactly as a provider does, by a callback signed
// with the shared secret (server side: the browser never holds the secret). See README "Sandboxes".
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { HttpError, notFound } from '../http/httpError';
import { ALREADY_PAID_MESSAGE } from '../orders/orderPayable';
import type { PaymentProvider } from '../payments/paymentProvider';
import { PAYMENT_SIGNATURE_HEADER, signPaymentCallback } from '../payments/paymentSignature';
import {
  findPaymentSession,
  PAYMENT_OUTCOMES,
  resultPageUrl,
  type PaymentOutcome,
  type PaymentResult,
} from '../payments/paymentSessions';
import { API_SECURITY_HEADERS } from '../security/responseHeaders';
import { escapeHtml, sandboxPage } from './html';
import { localeOf } from '../http/locale';
import { OUTCOME_LABELS, PAYMENT_CONTROLLER_SCRIPT, PAYMENT_ELEMENTS_SCRIPT } from './paymentScripts';

export interface PaymentSandboxOptions {
  /** The secret store-api checks callbacks with; the sandbox signs with it. */
  callbackSecret: string;
  /** Sends a request to store-api (its callback route), as the provider's servers would. */
  deliver: (request: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Where the hosted page's form may lead: itself, then the shop's result pages. */
  shopOrigins: readonly string[];
}

const SESSION_ID = /^[0-9a-f]{32}$/;

/** Sessions of the sandbox provider: a random id and its hosted page, relative to the API. */
export const sandboxPaymentProvider: PaymentProvider = {
  async openSession() {
    const sessionId = randomBytes(16).toString('hex');
    return { sessionId, checkoutUrl: `/sandbox/pay/checkout/${sessionId}` };
  },
};

const sessionParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: SESSION_ID.source } },
} as const;

/** What the sandbox provider's servers did with an outcome: the store's answer, and where the shopper goes. */
export interface ReportedOutcome {
  result: PaymentResult | null;
  /** The store's refusal (status and message) when it refused the outcome; null when it took it. */
  refusal: { code: number; message: string } | null;
  redirectUrl: string;
}

export type PaymentReporter = (sessionId: string, outcome: PaymentOutcome) => Promise<ReportedOutcome>;

/**
 * What the sandbox's servers do once an outcome is picked (by the shopper, or by the sandbox settling a
 * pending payment): tell the store by a callback signed with the shared secret.
 */
export function createPaymentReporter(
  db: Database,
  options: Pick<PaymentSandboxOptions, 'callbackSecret' | 'deliver'>,
): PaymentReporter {
  return async (sessionId, outcome) => {
    const session = await findPaymentSession(db, sessionId);
    if (!session) throw notFound('Payment session not found.');
    const body = JSON.stringify({
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      sessionId,
      outcome,
      amount: session.amount,
      currency: session.currency,
    });
    const answer = await options.deliver({
      method: 'POST',
      url: '/payments/callback',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: signPaymentCallback(options.callbackSecret, body),
      },
    });
    const envelope = answer.json<{ code: number; message: string; data: PaymentResult | null }>();
    const result = answer.statusCode === 200 ? envelope.data : null;
    // A refused outcome (the order was cancelled, paid elsewhere, or ran out of time) shows the failed
    // page, as a provider would; already paid says so in its query.
    const shown = result ? outcome : 'failed';
    const url = resultPageUrl(session.returnBase, shown, session.orderSn, session.orderId);
    const alreadyPaid = !result && answer.statusCode === 409 && envelope.message === ALREADY_PAID_MESSAGE;
    return {
      result,
      refusal: result ? null : { code: answer.statusCode, message: envelope.message },
      redirectUrl: alreadyPaid ? `${url}&${ALREADY_PAID_QUERY}` : url,
    };
  };
}

/** Added to the failed page's address when the order was paid in another tab or session. */
export const ALREADY_PAID_QUERY = 'reason=already-paid';

export function registerPaymentSandbox(
  app: FastifyInstance,
  db: Database,
  options: PaymentSandboxOptions,
): void {
  const report = createPaymentReporter(db, options);

  void app.register(async (sandbox) => {
    // The hosted page posts a plain form.
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    sandbox.get<{ Params: { id: string } }>(
      '/sandbox/pay/checkout/:id',
      { schema: { params: sessionParams } },
      async (request, reply) => {
        const session = await findPaymentSession(db, request.params.id);
        if (!session) throw notFound('Payment session not found.');
        const labels = OUTCOME_LABELS[localeOf(request)];
        const buttons = PAYMENT_OUTCOMES.map(
          (outcome) => `<button name="outcome" value="${outcome}">${labels[outcome]}</button>`,
        ).join('');
        // Relative action: the page works on the API's origin and behind the shop's /api proxy alike.
        const form = `<form method="post" action="${escapeHtml(session.id)}/complete">${buttons}</form>`;
        const summary = `<p>Order <b>${escapeHtml(session.orderSn)}</b>: ${escapeHtml(session.productName)}</p>
      <p>Amount: <b>${session.amount.toFixed(2)} ${escapeHtml(session.currency)}</b> by ${escapeHtml(session.method)}</p>
      <p>Status: ${escapeHtml(session.status)}</p>`;
        const policy = (API_SECURITY_HEADERS['content-security-policy'] ?? '').replace(
          "form-action 'none'",
          `form-action 'self' ${options.shopOrigins.join(' ')}`.trim(),
        );
        return reply
          .header('content-security-policy', policy)
          .type('text/html; charset=utf-8')
          .send(sandboxPage('Sandbox Pay', summary + form));
      },
    );

    // The hosted page's form (303 to the shop's result page) and the SDK element's buttons (JSON).
    sandbox.post<{ Params: { id: string }; Body: { outcome: PaymentOutcome } }>(
      '/sandbox/pay/checkout/:id/complete',
      {
        schema: {
          params: sessionParams,
          body: {
            type: 'object',
            required: ['outcome'],
            properties: { outcome: { type: 'string', enum: PAYMENT_OUTCOMES } },
          },
        },
      },
      async (request, reply) => {
        const { result, refusal, redirectUrl } = await report(request.params.id, request.body.outcome);
        if (request.headers['content-type']?.startsWith('application/json')) {
          // Paid already (another tab): the element hears the store's 409 and its words, not "failed".
          if (refusal?.message === ALREADY_PAID_MESSAGE) throw new HttpError(409, refusal.message);
          return success({ status: result?.status ?? 'refused', redirectUrl });
        }
        return reply.redirect(redirectUrl, 303);
      },
    );
  });

  app.get<{ Params: { id: string } }>(
    '/sandbox/pay/sessions/:id',
    { schema: { params: sessionParams } },
    async (request) => {
      const session = await findPaymentSession(db, request.params.id);
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
