import type { Database } from '../db/database';
import { prepared } from '../db/preparedStatements';

export interface OrderStatusChange {
  status: number;
  note: string;
  createTime: string;
}

/** Appends to the order's status history (kept for support and the order timeline). */
export function recordStatus(
  db: Database,
  orderId: number,
  status: number,
  note: string,
  now = new Date(),
): void {
  prepared(
    db,
    'INSERT INTO order_status_history (order_id, status, note, create_time) VALUES (?, ?, ?, ?)',
  ).run(orderId, status, note, now.toISOString());
}

export function listStatusHistory(db: Database, orderId: number): OrderStatusChange[] {
  return prepared(
    db,
    'SELECT status, note, create_time AS createTime FROM order_status_history WHERE order_id = ? ORDER BY id',
  ).all(orderId) as OrderStatusChange[];
}
