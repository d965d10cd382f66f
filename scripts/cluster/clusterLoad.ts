// The cluster's mixed load, through nginx: every connection is one shopper who opens the home page,
// reads a product, signs in, buys (an order with an Idempotency-Key), opens a payment, is reported paid by
// the provider's signed callback, which the provider then sends again (a retry: refused), and opens the
// purchase page. `onProgress` hears of each answer, so a failure can be set off at a point of the run.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import {
  BUYER_PASSWORD,
  isEnvelope,
  statusCounts,
  type Buyer,
  type CreatedOrder,
} from '../../store-api/src/bench/orderLoad';
import { signPaymentCallback } from '../../store-api/src/payments/paymentSignature';

type CannonRequest = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

export interface ClusterLoadOptions {
  /** nginx's origin. */
  origin: string;
  buyers: readonly Buyer[];
  skuId: number;
  amount: number;
  callbackSecret: string;
  onProgress(answered: number): void;
}

/** A payment callback store-api accepted: the session it paid, and the order's id. */
export interface AcceptedPayment {
  sessionId: string;
  orderId: number;
}

export interface ClusterLoadReport {
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  /** API answers that were not the JSON envelope of their status. */
  malformed: number;
  /** Page answers other than 200 with HTML. */
  pageFailures: number;
  /** Answers of 5xx: requests the killed instances had in hand. */
  serverErrors: number;
  created: CreatedOrder[];
  paid: AcceptedPayment[];
  /** Callbacks sent again that store-api accepted although it had accepted the first (applied twice). */
  replaysAccepted: number;
  /** The first few 5xx answers, for the report: the step and the body. */
  serverErrorSamples: string[];
}

/** autocannon's guard against a hung request (seconds); a hang counts as an error. */
const REQUEST_TIMEOUT_S = 10;
const PRODUCT_ID = 1;
const PURCHASE_PAGE = '/top-up/mobile-legends';
const DELIVERY = ['User ID:12345678', 'Zone ID:2001'];

interface Envelope<T> {
  code: number;
  data: T;
}

export async function runClusterLoad(options: ClusterLoadOptions): Promise<ClusterLoadReport> {
  const { buyers } = options;
  const created: CreatedOrder[] = [];
  const paid: AcceptedPayment[] = [];
  let malformed = 0;
  let pageFailures = 0;
  let serverErrors = 0;
  let replaysAccepted = 0;
  let answered = 0;
  let nextBuyer = 0;

  const serverErrorSamples: string[] = [];
  const heard = (step: string, status: number, body: string) => {
    answered += 1;
    if (status >= 500) {
      serverErrors += 1;
      if (serverErrorSamples.length < 10)
        serverErrorSamples.push(`${step} ${String(status)} ${body.slice(0, 160)}`);
    }
    options.onProgress(answered);
  };
  const api = (step: string) => (status: number, body: string) => {
    heard(step, status, body);
    if (!isEnvelope(body, status)) malformed += 1;
  };
  const page = (step: string) => (status: number, body: string) => {
    heard(step, status, body);
    if (status !== 200 || !body.includes('<html')) pageFailures += 1;
  };
  const buyerOf = (context: Record<string, unknown>): Buyer => {
    context.buyer ??= nextBuyer++ % buyers.length;
    const buyer = buyers[Number(context.buyer)];
    if (!buyer) throw new Error('no buyer');
    return buyer;
  };
  const asBuyer = (request: CannonRequest, context: Record<string, unknown>, body?: unknown) => ({
    ...request,
    headers: {
      authorization: `Bearer ${buyerOf(context).token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payFor = (context: Record<string, unknown>) => {
    const order = context.order as CreatedOrder | undefined;
    const session = context.session as { sessionId: string } | undefined;
    if (order && session) paid.push({ sessionId: session.sessionId, orderId: order.id });
  };
  const dataOf = <T>(body: string): T => (JSON.parse(body) as Envelope<T>).data;

  const requests: CannonRequest[] = [
    { method: 'GET', path: '/', headers: { accept: 'text/html' }, onResponse: page('home') },
    { method: 'GET', path: `/api/hpms/product/${String(PRODUCT_ID)}`, onResponse: api('product') },
    {
      method: 'POST',
      path: '/api/sso/email/login',
      setupRequest: (request, context) => ({
        ...request,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: buyerOf(context).email, password: BUYER_PASSWORD }),
      }),
      onResponse: api('sign-in'),
    },
    {
      method: 'POST',
      path: '/api/homs/order/v2',
      setupRequest: (request, context) =>
        asBuyer(request, context, {
          productId: PRODUCT_ID,
          skuId: options.skuId,
          quantity: 1,
          delivery: DELIVERY,
        }),
      onResponse: (status, body, context) => {
        api('order')(status, body);
        context.order = undefined;
        if (status !== 200) return;
        const order = dataOf<CreatedOrder>(body);
        created.push({ id: order.id, orderSn: order.orderSn, amount: order.amount });
        context.order = order;
      },
    },
    {
      method: 'POST',
      path: '/api/payments/sessions',
      setupRequest: (request, context) =>
        asBuyer(request, context, { orderId: String((context.order as CreatedOrder | undefined)?.id ?? 0) }),
      onResponse: (status, body, context) => {
        api('payment session')(status, body);
        context.session =
          status === 200 ? dataOf<{ sessionId: string; amount: number; currency: string }>(body) : undefined;
      },
    },
    {
      // The provider reports the payment: signed, with an event id of its own.
      method: 'POST',
      path: '/api/payments/callback',
      setupRequest: (request, context) => {
        const session = context.session as
          { sessionId: string; amount: number; currency: string } | undefined;
        const body = JSON.stringify({
          eventId: randomUUID(),
          sessionId: session?.sessionId ?? 'none',
          outcome: 'success',
          amount: session?.amount ?? 0,
          currency: session?.currency ?? 'USD',
        });
        context.callback = { body, signature: signPaymentCallback(options.callbackSecret, body) };
        return callbackRequest(request, context);
      },
      onResponse: (status, body, context) => {
        api('callback')(status, body);
        context.accepted = status === 200;
        if (status === 200) payFor(context);
      },
    },
    {
      // The provider's retry of the very same callback: store-api must not apply it again.
      method: 'POST',
      path: '/api/payments/callback',
      setupRequest: callbackRequest,
      onResponse: (status, body, context) => {
        api('callback again')(status, body);
        if (status !== 200) return;
        // Accepted again after an accepted first: applied twice. After a first that got no answer (its
        // instance was killed), this is the payment.
        if (context.accepted) replaysAccepted += 1;
        else payFor(context);
      },
    },
    {
      method: 'GET',
      path: PURCHASE_PAGE,
      headers: { accept: 'text/html' },
      onResponse: page('purchase page'),
    },
  ];

  const result = await autocannon({
    url: options.origin,
    connections: buyers.length,
    timeout: REQUEST_TIMEOUT_S,
    amount: options.amount,
    requests,
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    statuses: statusCounts([result]),
    malformed,
    pageFailures,
    serverErrors,
    created,
    paid,
    replaysAccepted,
    serverErrorSamples,
  };
}

function callbackRequest(request: CannonRequest, context: Record<string, unknown>): CannonRequest {
  const callback = context.callback as { body: string; signature: string };
  return {
    ...request,
    headers: { 'content-type': 'application/json', 'x-payment-signature': callback.signature },
    body: callback.body,
  };
}
