// New members, their orders and payments through the real calls, for tests that follow an order's life
// (not itself a test). Each shopper is new, so one test's unpaid orders never meet another's limit.
import type { FastifyInstance } from 'fastify';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { insertMember } from '../members/memberQueries';
import type { Order } from '../orders/orderQueries';
import { bearer, envelopeOf } from './testStore';

export interface TestShopper {
  memberId: number;
  token: string;
}

let shoppers = 0;

/** A member made in the database with a live session. */
export async function newShopper(db: Database, label = 'shopper'): Promise<TestShopper> {
  shoppers += 1;
  const memberId = await insertMember(db, {
    email: `${label}${String(shoppers)}@topup.test`,
    phone: '',
    nickname: label,
    passwordHash: 'x',
  });
  return { memberId, token: await createSession(db, memberId) };
}

export interface OrderRequest {
  productId: number;
  /** "label:value" per input field of the product. */
  delivery: string[];
  /** The product's first pack unless given. */
  skuId?: number;
  memberCouponId?: number;
}

/** The id of a product's first pack. */
export async function firstSkuOf(db: Database, productId: number): Promise<number> {
  return (
    (await db.one(
      'SELECT id FROM denominations WHERE product_id = ? ORDER BY sort_order, id LIMIT 1',
      productId,
    )) as { id: number }
  ).id;
}

/** An unpaid order through POST /homs/order/v2. */
export async function placeOrder(
  app: FastifyInstance,
  db: Database,
  shopper: TestShopper,
  request: OrderRequest,
): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/homs/order/v2',
    headers: bearer(shopper.token),
    payload: { skuId: await firstSkuOf(db, request.productId), quantity: 1, ...request },
  });
  const envelope = envelopeOf<Order>(response);
  if (envelope.code !== 200) throw new Error(`Order failed: ${envelope.message}`);
  return envelope.data;
}

/** Opens a payment session for the order at the sandbox provider; answers its id. */
export async function openPayment(app: FastifyInstance, shopper: TestShopper, order: Order): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/payments/sessions',
    headers: bearer(shopper.token),
    payload: { orderId: order.orderSn },
  });
  const envelope = envelopeOf<{ sessionId: string }>(response);
  if (envelope.code !== 200) throw new Error(`Payment session failed: ${envelope.message}`);
  return envelope.data.sessionId;
}

/** Picks an outcome on the sandbox's SDK element: the sandbox reports it to the store by signed callback. */
export function completePayment(
  app: FastifyInstance,
  sessionId: string,
  outcome: 'success' | 'pending' | 'failed' | 'cancel',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/sandbox/pay/checkout/${sessionId}/complete`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { outcome },
  });
}

/** Pays the order in full at the sandbox provider. */
export async function payOrder(app: FastifyInstance, shopper: TestShopper, order: Order): Promise<void> {
  const answer = await completePayment(app, await openPayment(app, shopper, order), 'success');
  const envelope = envelopeOf<{ status: string }>(answer);
  if (envelope.data?.status !== 'succeeded') throw new Error(`Payment failed: ${envelope.message}`);
}

/** The order as its owner reads it now. */
export async function readOrder(
  app: FastifyInstance,
  shopper: TestShopper,
  order: Pick<Order, 'orderSn'>,
  headers: Record<string, string> = {},
): Promise<Order> {
  const response = await app.inject({
    method: 'GET',
    url: `/homs/order/sn/${order.orderSn}`,
    headers: { ...bearer(shopper.token), ...headers },
  });
  return envelopeOf<Order>(response).data;
}
