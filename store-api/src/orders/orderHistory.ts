import type { Database } from '../db/database';

export interface OrderStatusChange {
  status: number;
  note: string;
  createTime: string;
}

/** Appends to the order's status history (kept for support and the order timeline). */
export async function recordStatus(
  db: Database,
  orderId: number,
  status: number,
  note: string,
  now = new Date(),
): Promise<void> {
  await db.run(
    'INSERT INTO order_status_history (order_id, status, note, create_time) VALUES (?, ?, ?, ?)',
    orderId,
    status,
    note,
    now.toISOString(),
  );
}

export async function listStatusHistory(db: Database, orderId: number): Promise<OrderStatusChange[]> {
  return (await db.all(
    'SELECT status, note, create_time AS createTime FROM order_status_history WHERE order_id = ? ORDER BY id',
    orderId,
  )) as OrderStatusChange[];
}
