// An unpaid order made through the real call, for tests that pay (not itself a test).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Order } from '../orders/orderQueries';
import { firstPackId } from './firstPack';
import { bearer, envelopeOf } from './testStore';

/** Free Fire (seed product 6), whose lookup knows player 2233445566. */
const PRODUCT_ID = 6;

/** A new unpaid order of one of Free Fire's denominations for the member of `token`. */
export async function createTestOrder(app: FastifyInstance, db: Database, token: string): Promise<Order> {
  const skuId = await firstPackId(db, PRODUCT_ID);
  const response = await app.inject({
    method: 'POST',
    url: '/homs/order/v2',
    headers: bearer(token),
    payload: { productId: PRODUCT_ID, skuId, quantity: 1, delivery: ['Player ID:2233445566'] },
  });
  const envelope = envelopeOf<Order>(response);
  if (envelope.code !== 200) throw new Error(`Order failed: ${envelope.message}`);
  return envelope.data;
}
