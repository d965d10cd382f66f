// Which order's identity check the store started at the provider, under which applicant id. A check
// starts when the widget first gets a token; before that there is nothing to ask the provider about.
import type { Database } from '../db/database';

/** The store's applicant id for an order's check: stable, so a new token reopens the same applicant. */
export const applicantIdFor = (orderId: number): string => `order-${String(orderId)}`;

export async function startIdentityCheck(db: Database, orderId: number, now = new Date()): Promise<string> {
  const applicantId = applicantIdFor(orderId);
  await db.kysely
    .insertInto('identity_checks')
    .values({ order_id: orderId, applicant_id: applicantId, start_time: now.toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return applicantId;
}

export async function startedIdentityCheck(db: Database, orderId: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('identity_checks')
    .select('applicant_id as applicantId')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.applicantId ?? null;
}
