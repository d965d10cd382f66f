// Which order's identity check the store started at the provider, under which applicant id. A check
// starts when the widget first gets a token; before that there is nothing to ask the provider about.
import type { Database } from '../db/database';

/** The store's applicant id for an order's check: stable, so a new token reopens the same applicant. */
export const applicantIdFor = (orderId: number): string => `order-${String(orderId)}`;

export async function startIdentityCheck(db: Database, orderId: number, now = new Date()): Promise<string> {
  const applicantId = applicantIdFor(orderId);
  await db.run(
    'INSERT INTO identity_checks (order_id, applicant_id, start_time) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    orderId,
    applicantId,
    now.toISOString(),
  );
  return applicantId;
}

export async function startedIdentityCheck(db: Database, orderId: number): Promise<string | null> {
  const row = (await db.one(
    'SELECT applicant_id AS applicantId FROM identity_checks WHERE order_id = ?',
    orderId,
  )) as { applicantId: string } | undefined;
  return row?.applicantId ?? null;
}
