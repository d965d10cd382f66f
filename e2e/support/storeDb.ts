// Reads back what store-api stored, straight from the SQLite file the e2e server uses (store-api has
// no listing call for feedback or partner enquiries). Read-only, but for the steps of an order's life
// that only the back office takes (deliverOrder, refundOrder, requireChecks) or the clock brings
// (closePayWindow): the server keeps writing the file.
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

/**
 * A paid order delivered, as the store's back office marks it once the top-up has arrived (status 2,
 * finished). store-api has no call for it, so a test that needs a finished order of its own member
 * writes it here (SQLite in WAL mode takes the second writer).
 */
export function deliverOrder(orderSn: string): void {
  writeOrder('UPDATE orders SET status = 2 WHERE order_sn = ? AND status = 1', orderSn);
}

/**
 * A paid order the publisher could not deliver, its payment given back (status 4, refunded), as the
 * back office marks it.
 */
export function refundOrder(orderSn: string): void {
  writeOrder('UPDATE orders SET status = 4 WHERE order_sn = ? AND status = 1', orderSn);
}

/** An unpaid order whose pay window closed a minute ago, as it is once its four hours have passed. */
export function closePayWindow(orderSn: string): void {
  const closed = new Date(Date.now() - 60_000).toISOString();
  writeOrder('UPDATE orders SET pay_expire_time = ? WHERE order_sn = ? AND status = 0', orderSn, closed);
}

/** Runs one UPDATE of an order (its sn the last parameter); it must change exactly that order. */
function writeOrder(sql: string, orderSn: string, ...values: unknown[]): void {
  const db = new Database(E2E_STORE_DB, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { changes } = db.prepare(sql).run(...values, orderSn);
    if (changes !== 1) throw new Error(`order ${orderSn} is not in the state this step needs`);
  } finally {
    db.close();
  }
}

/** The identity checks the store's risk desk asks of a paid order (spec 4), as store-api's seed sets them. */
export interface RequiredChecks {
  /** e.g. 'idcard,photo' or 'sumsub'; '' for none. */
  realname: string;
  /** e.g. 'selfie'; '' for none. */
  spotcheck: string;
}

/**
 * Flags a paid order for identity checks, as the back office does after payment: each required check
 * waits for the shopper (real-name 0, spot check -1, store-api's seed values), the others pass (2).
 */
export function requireChecks(orderSn: string, checks: RequiredChecks): void {
  writeOrder(
    `UPDATE orders SET realname_required = ?, realname_status = ?, spotcheck_required = ?, spotcheck_status = ?
     WHERE order_sn = ? AND status = 1`,
    orderSn,
    checks.realname,
    checks.realname ? 0 : 2,
    checks.spotcheck,
    checks.spotcheck ? -1 : 2,
  );
}
