import type { Database } from '../db/database';

/**
 * Sends a newly paid order to the publisher's queue (deliveryQueue.ts); its due time is set once the
 * order is ready. Without a publisher (production before one is configured) the order waits there.
 */
export async function requestDelivery(db: Database, orderId: number, now = new Date()): Promise<void> {
  await db.kysely
    .insertInto('deliveries')
    .values({ order_id: orderId, request_time: now.toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
