// Reads back what store-api stored, straight from the SQLite file the e2e server uses (store-api has
// no listing call for feedback or partner enquiries). Read-only, but for the one step of an order's life
// that only the clock brings (closePayWindow): the server keeps writing the file.
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { E2E_PORTS } from '../../playwright.config';

/** The database file playwright.config gives the e2e server (one per E2E_PORT_BASE). */
export const E2E_STORE_DB = path.join(os.tmpdir(), `topup-e2e-${E2E_PORTS.SHELL_PORT}`, 'store.db');

export interface StoredFeedback {
  id: number;
  member_id: number | null;
  type: string;
  content: string;
  contact: string;
}

export interface StoredPartnerEnquiry {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
}

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_STORE_DB, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const storedFeedback = (content: string) =>
  query<StoredFeedback>(
    'SELECT id, member_id, type, content, contact FROM feedback WHERE content = ? ORDER BY id',
    content,
  );

export const storedPartnerEnquiries = (email: string) =>
  query<StoredPartnerEnquiry>(
    'SELECT id, name, company, email, phone, message FROM partner_enquiries WHERE email = ? ORDER BY id',
    email,
  );

/** An unpaid order whose pay window closed a minute ago, as it is once its four hours have passed. */
export function closePayWindow(orderSn: string): void {
  const closed = new Date(Date.now() - 60_000).toISOString();
  const db = new Database(E2E_STORE_DB, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { changes } = db
      .prepare('UPDATE orders SET pay_expire_time = ? WHERE order_sn = ? AND status = 0')
      .run(closed, orderSn);
    if (changes !== 1) throw new Error(`order ${orderSn} is not an unpaid order`);
  } finally {
    db.close();
  }
}
