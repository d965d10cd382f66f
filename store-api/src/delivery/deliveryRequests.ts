import type { Database } from '../db/database';

/**
 * Sends a newly paid order to the publisher's queue (deliveryQueue.ts); its due time is set once the
 * order is ready. Without a publisher (production before one is configured) the order waits there.
 */
export async function requestDelivery(db: Database, orderId: number, now = new Date()): Promise<void> {
  await db.run(
    'INSERT INTO deliveries (order_id, request_time) VALUES (?, ?) ON CONFLICT DO NOTHING',
    orderId,
    now.toISOString(),
  );
}
