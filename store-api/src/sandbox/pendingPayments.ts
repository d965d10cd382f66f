// The payment sandbox settles a payment left pending, as a provider does once the bank answers: after
// STORE_PAYMENT_PENDING_SECONDS it reports success or failure by the same signed callback as its
// buttons (the outcome follows the order's account: delivery/sandboxPublisher.ts). A session whose order
// no longer waits for payment is closed and is left alone; a slow account's stays pending until then.
import type { Database } from '../db/database';
import { accountOf } from '../delivery/deliveryQueue';
import { ORDER_STATUS } from '../orders/orderRules';
import { pendingPaymentOutcome } from '../delivery/sandboxPublisher';
import type { PaymentReporter } from './paymentSandbox';

/** Sessions settled per round. */
const SETTLE_BATCH_SIZE = 50;

export interface PendingSettlement {
  /** How long a payment stays pending before the sandbox settles it. */
  pendingSeconds: number;
  report: PaymentReporter;
}

/** Settles the pending payments due at `now`; returns how many the store took. */
export async function settlePendingPayments(
  db: Database,
  settings: PendingSettlement,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - settings.pendingSeconds * 1000).toISOString();
  const due = await db.kysely
    .selectFrom('payment_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.id', 'o.delivery'])
    .where('s.status', '=', 'pending')
    .where('s.update_time', '<=', cutoff)
    .where('o.status', '=', ORDER_STATUS.unpaid)
    .where('o.pay_expire_time', '>', now.toISOString())
    .orderBy('s.update_time')
    .limit(SETTLE_BATCH_SIZE)
    .execute();
  let settled = 0;
  for (const session of due) {
    const outcome = pendingPaymentOutcome(accountOf(session.delivery));
    if (outcome === null) continue;
    // Another store-api process may have settled it first: the store refuses the second callback.
    const { result } = await settings.report(session.id, outcome);
    if (result) settled += 1;
  }
  return settled;
}
