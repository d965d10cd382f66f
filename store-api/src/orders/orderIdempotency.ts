// Idempotent order creation: the client sends one Idempotency-Key per purchase attempt; the same key from
// the same member answers the order it first created (a double click, a retry after a dropped connection),
// never a second one. The key lives as long as its order.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { HttpError } from '../http/httpError';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Sent back on an answer that is the first order again, not a new one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different order.';

/** A UUID (with or without dashes) fits; 8 characters at least, so keys are not guessable by accident. */
export const idempotencyKeyHeaderSchema = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' },
  },
} as const;

/** What makes two creations "the same order": everything the shopper chose. */
export interface OrderRequestParts {
  productId: number;
  skuId: number;
  quantity: number;
  delivery: readonly string[];
  memberCouponId?: number;
  currency: string;
}

export function requestFingerprint(parts: OrderRequestParts): string {
  const canonical = JSON.stringify([
    parts.productId,
    parts.skuId,
    parts.quantity,
    parts.delivery,
    parts.memberCouponId ?? null,
    parts.currency,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The order the member created with this key, or null when the key is new. A key that made an order for
 * a different request is refused (409): the client reused a key it should have renewed.
 */
export async function replayedOrderId(
  db: Database,
  memberId: number,
  key: string,
  fingerprint: string,
): Promise<number | null> {
  const row = (await db.one(
    'SELECT id, request_fingerprint AS fingerprint FROM orders WHERE member_id = ? AND idempotency_key = ?',
    memberId,
    key,
  )) as { id: number; fingerprint: string } | undefined;
  if (!row) return null;
  if (row.fingerprint !== fingerprint) throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
  return row.id;
}
