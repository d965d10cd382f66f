import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { badRequest } from '../http/httpError';
import type { Locale } from '../http/locale';
import { PAY_WINDOW_MS } from '../db/seed/orders';
import { splitDeliveryEntry } from '../products/fieldLabels';
import { pricePurchase, type QuoteInput } from './orderQuote';
import { ORDER_STATUS, UNPAID_ORDER_THRESHOLD } from './orderRules';
import { recordStatus } from './orderHistory';
import { memberOrdersLock } from './memberOrdersLock';
import { replayedOrderId, requestFingerprint } from './orderIdempotency';

export interface CreateOrderInput extends QuoteInput {
  /** "label:value" strings, one per input field of the product. */
  delivery: string[];
}

/** Checks the delivery entries name exactly the product's input fields, each with a value. */
export function checkDeliveryFields(fields: readonly string[], delivery: readonly string[]): string[] {
  const values = new Map<string, string>();
  for (const entry of delivery) {
    const pair = splitDeliveryEntry(entry);
    if (!pair) throw badRequest(`delivery entry "${entry.slice(0, 40)}" must look like "label:value"`);
    values.set(pair[0], pair[1]);
  }
  const missing = fields.filter((field) => !values.get(field));
  if (missing.length > 0) throw badRequest(`delivery must give a value for: ${missing.join(', ')}`);
  const unknown = [...values.keys()].filter((label) => !fields.includes(label));
  if (unknown.length > 0) throw badRequest(`delivery names unknown fields: ${unknown.join(', ')}`);
  return fields.map((field) => `${field}:${values.get(field) ?? ''}`);
}

/** Number of the member's unpaid orders (not deleted): feeds the "more than 3" rule. */
export async function countUnpaidOrders(db: Database, memberId: number): Promise<number> {
  const row = (await db.one(
    'SELECT COUNT(*) AS count FROM orders WHERE member_id = ? AND status = 0 AND deleted_at IS NULL',
    memberId,
  )) as { count: number };
  return row.count;
}

export interface CreatedOrder {
  id: number;
  /** True when the Idempotency-Key had already made this order: nothing new was created. */
  replayed: boolean;
}

/**
 * Creates an unpaid order priced on the server. All checks and writes run in one transaction, so the coupon
 * is locked to this order and two simultaneous orders cannot both spend it. With an idempotency key, the
 * order this member already created with it is answered instead (before any other rule, so a retry of an
 * order that succeeded never meets the unpaid-order limit it now counts towards).
 */
export async function createOrder(
  db: Database,
  memberId: number,
  input: CreateOrderInput,
  locale: Locale,
  idempotencyKey: string | null = null,
  now = new Date(),
): Promise<CreatedOrder> {
  const fingerprint = requestFingerprint(input);
  return await db.transaction(async () => {
    if (idempotencyKey !== null) {
      const replayed = await replayedOrderId(db, memberId, idempotencyKey, fingerprint);
      if (replayed !== null) return { id: replayed, replayed: true };
    }
    // Priced exactly as the quote prices it (pricePurchase), then the order's own rules.
    const { price, sku, inputFields } = await pricePurchase(db, memberId, input, locale, now);
    const delivery = checkDeliveryFields(JSON.parse(inputFields) as string[], input.delivery);
    if ((await countUnpaidOrders(db, memberId)) > UNPAID_ORDER_THRESHOLD) {
      throw badRequest(
        `You have more than ${String(UNPAID_ORDER_THRESHOLD)} unpaid orders. Pay or cancel one before ordering again.`,
      );
    }

    // The database gives the id (the next after the last): reading the last id to add one would make every
    // two orders created at once conflict (on PostgreSQL, a serialization failure and a retry). The number
    // shown is made from the id, so the row is written with a unique stand-in first.
    const { id: nextId } = (await db.one(
      `INSERT INTO orders (order_sn, member_id, status, input_status, product_id, denomination, quantity,
                           amount_cents, original_amount_cents, vip_discount_cents, coupon_discount_cents, currency,
                           delivery, create_time, pay_expire_time, denomination_id, member_coupon_id,
                           idempotency_key, request_fingerprint)
       VALUES (?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       RETURNING id`,
      randomUUID(),
      memberId,
      input.productId,
      sku.name,
      input.quantity,
      price.payCents,
      price.originalCents,
      price.vipDiscountCents,
      price.couponDiscountCents,
      input.currency,
      JSON.stringify(delivery),
      now.toISOString(),
      new Date(now.getTime() + PAY_WINDOW_MS).toISOString(),
      sku.id,
      input.memberCouponId ?? null,
      idempotencyKey,
      idempotencyKey === null ? null : fingerprint,
    )) as { id: number };
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const orderSn = `TU${day}${String(nextId).padStart(4, '0')}`;
    await db.run('UPDATE orders SET order_sn = ? WHERE id = ?', orderSn, nextId);
    if (input.memberCouponId !== undefined) {
      await db.run(
        'UPDATE member_coupons SET use_time = ?, order_id = ? WHERE id = ?',
        now.toISOString(),
        nextId,
        input.memberCouponId,
      );
    }
    await recordStatus(db, nextId, ORDER_STATUS.unpaid, 'Order created', now);
    return { id: nextId, replayed: false };
  }, memberOrdersLock(memberId));
}
