// The publisher's side of a paid order: once the order is ready (paid, after-payment details sent,
// identity checks passed) the publisher is due to answer after its delay; then it delivers (finished),
// fails (refunded) or asks for identity checks first (the order waits for the shopper, then goes on).
// Every due time is in the deliveries table, so a restart loses nothing: the next round carries on.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { ProductsTable } from '../db/schema/catalogue';
import type { DeliveriesTable, OrdersTable } from '../db/schema/orders';
import type { StoreTables } from '../db/schema/storeTables';
import { recordStatus } from '../orders/orderHistory';
import { ORDER_STATUS, VERIFICATION_PASSED } from '../orders/orderRules';
import { finishOrder, refundOrder } from '../orders/orderTransitions';
import { splitDeliveryEntry } from '../products/fieldLabels';

/** A paid order as the publisher sees it. */
export interface QueuedOrder {
  orderId: number;
  /** The account the top-up goes to: the value of the product's first input field. */
  account: string;
  /** What the product promises (the page says "Delivered in about N minutes"). */
  deliveryMinutes: number;
}

/** Identity checks a publisher asks for, as an order's preview names them; '' for none. */
export interface RequestedChecks {
  realname: string;
  spotcheck: string;
}

export type PublisherAnswer =
  { kind: 'deliver' } | { kind: 'fail'; reason: string } | { kind: 'checks'; checks: RequestedChecks };

/** The publisher the store delivers through (the sandbox's stand-in with STORE_SANDBOXES=on). */
export interface Publisher {
  /** Seconds from the moment the order is ready until the publisher answers. */
  delaySeconds(order: QueuedOrder): number;
  answer(order: QueuedOrder): PublisherAnswer;
}

/** Orders handled per round, so one round never holds the write lock long. */
export const DELIVERY_BATCH_SIZE = 100;

/** Real-name and spot-check statuses while they wait for the shopper (the seed's values). */
const REALNAME_WAITING = 0;
const SPOTCHECK_WAITING = -1;

/** The queue with each order and its product, as the publisher reads them. */
function queueQuery(db: Database) {
  return db.kysely
    .selectFrom('deliveries as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .innerJoin('products as p', 'p.id', 'o.product_id');
}

type QueueBuilder = ExpressionBuilder<
  StoreTables & { d: DeliveriesTable; o: OrdersTable; p: ProductsTable },
  'd' | 'o' | 'p'
>;

/** Paid, nothing asked of the shopper: no after-payment form waiting, both checks passed. */
const isReady = (eb: QueueBuilder) =>
  eb.and([
    eb('o.status', '=', ORDER_STATUS.paid),
    eb('o.input_status', 'not in', [-1, 1]),
    eb('o.realname_status', '=', VERIFICATION_PASSED),
    eb('o.spotcheck_status', '=', VERIFICATION_PASSED),
  ]);

/** A queued order with what its answer depends on. */
function queuedOrders(db: Database) {
  return queueQuery(db).select((eb) => [
    'd.order_id as orderId',
    'o.delivery',
    'p.delivery_minutes as deliveryMinutes',
    'd.checks_asked as checksAsked',
    'o.realname_required as realnameRequired',
    'o.spotcheck_required as spotcheckRequired',
    isReady(eb).as('ready'),
    'o.status',
  ]);
}

interface QueuedRow {
  orderId: number;
  delivery: string;
  deliveryMinutes: number;
}

/** The account a top-up goes to: the value of the first "label:value" of the order's delivery. */
export function accountOf(delivery: string): string {
  let entries: unknown;
  try {
    entries = JSON.parse(delivery);
  } catch {
    return '';
  }
  const first: unknown = Array.isArray(entries) ? entries[0] : undefined;
  return typeof first === 'string' ? (splitDeliveryEntry(first)?.[1] ?? '') : '';
}

const queued = (row: QueuedRow): QueuedOrder => ({
  orderId: row.orderId,
  account: accountOf(row.delivery),
  deliveryMinutes: row.deliveryMinutes,
});

export interface DeliveryRound {
  /** Orders that became ready and got their due time. */
  scheduled: number;
  delivered: number;
  refunded: number;
  /** Orders the publisher asked identity checks for. */
  checksAsked: number;
}

/**
 * One round of the publisher's work at `now`: ready orders get a due time, due orders get their answer.
 * Each change is conditional on the order still being paid, so two store-api processes on one file never
 * deliver an order twice.
 */
export async function advanceDeliveries(
  db: Database,
  publisher: Publisher,
  now = new Date(),
): Promise<DeliveryRound> {
  const round: DeliveryRound = { scheduled: 0, delivered: 0, refunded: 0, checksAsked: 0 };
  const at = now.toISOString();
  // Orders no longer paid (delivered by hand, say) leave the queue.
  const stale = await db.kysely
    .selectFrom('deliveries as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .select('d.order_id as orderId')
    .where('o.status', '<>', ORDER_STATUS.paid)
    .limit(DELIVERY_BATCH_SIZE)
    .execute();
  const waiting = await queuedOrders(db)
    .where('d.due_time', 'is', null)
    .where(isReady)
    .limit(DELIVERY_BATCH_SIZE)
    .execute();
  // Only a round with something to change takes the write lock.
  if (stale.length > 0 || waiting.length > 0) {
    await db.transaction(async () => {
      for (const { orderId } of stale) {
        await db.kysely.deleteFrom('deliveries').where('order_id', '=', orderId).execute();
      }
      for (const row of waiting) {
        const due = new Date(now.getTime() + publisher.delaySeconds(queued(row)) * 1000).toISOString();
        const { numUpdatedRows } = await db.kysely
          .updateTable('deliveries')
          .set({ due_time: due })
          .where('order_id', '=', row.orderId)
          .where('due_time', 'is', null)
          .executeTakeFirst();
        round.scheduled += Number(numUpdatedRows);
      }
    });
  }
  const due = await queueQuery(db)
    .select('d.order_id as orderId')
    .where('d.due_time', 'is not', null)
    .where('d.due_time', '<=', at)
    .orderBy('d.due_time')
    .limit(DELIVERY_BATCH_SIZE)
    .execute();
  for (const row of due) {
    await db.transaction(async () => await answerDue(db, publisher, row.orderId, now, round));
  }
  return round;
}

/** The publisher's answer for one due order, read again inside the transaction that applies it. */
async function answerDue(
  db: Database,
  publisher: Publisher,
  orderId: number,
  now: Date,
  round: DeliveryRound,
): Promise<void> {
  const row = await queuedOrders(db)
    .where('d.order_id', '=', orderId)
    .where('d.due_time', '<=', now.toISOString())
    .executeTakeFirst();
  if (!row) return;
  const leave = async () => {
    await db.kysely.deleteFrom('deliveries').where('order_id', '=', orderId).execute();
  };
  if (row.status !== ORDER_STATUS.paid) {
    await leave();
    return;
  }
  if (!row.ready) {
    // The shopper must act first (a form, a check); the due time is set again once the order is ready.
    await db.kysely
      .updateTable('deliveries')
      .set({ due_time: null })
      .where('order_id', '=', orderId)
      .execute();
    return;
  }
  const answer = publisher.answer(queued(row));
  // Checks are asked once: an order that had checks (asked before, or by the store's staff) goes on.
  const asked = row.checksAsked === 1 || row.realnameRequired !== '' || row.spotcheckRequired !== '';
  if (answer.kind === 'checks' && !asked) {
    await askForChecks(db, orderId, answer.checks, now);
    round.checksAsked += 1;
    return;
  }
  if (answer.kind === 'fail') {
    if (await refundOrder(db, orderId, answer.reason, now)) round.refunded += 1;
  } else if (await finishOrder(db, orderId, now)) {
    round.delivered += 1;
  }
  await leave();
}

async function askForChecks(
  db: Database,
  orderId: number,
  checks: RequestedChecks,
  now: Date,
): Promise<void> {
  await db.kysely
    .updateTable('orders')
    .set({
      realname_required: checks.realname,
      realname_status: checks.realname ? REALNAME_WAITING : VERIFICATION_PASSED,
      spotcheck_required: checks.spotcheck,
      spotcheck_status: checks.spotcheck ? SPOTCHECK_WAITING : VERIFICATION_PASSED,
    })
    .where('id', '=', orderId)
    .execute();
  await db.kysely
    .updateTable('deliveries')
    .set({ due_time: null, checks_asked: 1 })
    .where('order_id', '=', orderId)
    .execute();
  await recordStatus(db, orderId, ORDER_STATUS.paid, 'Identity check needed before delivery', now);
}
