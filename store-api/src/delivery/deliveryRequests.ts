import type { Database } from '../db/database';
import { prepared } from '../db/preparedStatements';

/**
 * Sends a newly paid order to the publisher's queue (deliveryQueue.ts); its due time is set once the
 * order is ready. Without a publisher (production before one is configured) the order waits there.
 */
export function requestDelivery(db: Database, orderId: number, now = new Date()): void {
  prepared(db, 'INSERT OR IGNORE INTO deliveries (order_id, request_time) VALUES (?, ?)').run(
    orderId,
    now.toISOString(),
  );
}
