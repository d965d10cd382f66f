// One Idempotency-Key per purchase attempt, so a retry never buys twice. The attempt is the order as the
// shopper confirmed it: confirming the same order again (after a failure, a dropped connection, a reload
// of the page) sends the same key and the store answers the order it may already have made; a changed
// order is a new attempt with a new key; a created order ends the attempt, so the next purchase is new.
// Kept in session storage per product, like the draft, so it survives a reload in the same tab.
import { createUid, readSession, writeSession } from '@topup/shared-lib';
import { type CreateOrderPayload } from './purchaseApi';

export interface PurchaseAttempt {
  key: string;
  /** The order the key was made for. */
  order: string;
}

const attemptKey = (linkName: string) => `topup-attempt:${linkName}`;

function readAttempt(linkName: string): PurchaseAttempt | null {
  const raw = readSession(attemptKey(linkName));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PurchaseAttempt>;
    return typeof parsed.key === 'string' && typeof parsed.order === 'string'
      ? { key: parsed.key, order: parsed.order }
      : null;
  } catch {
    return null; // a broken entry only costs a new key
  }
}

/** The key for confirming this order now: the running attempt's if it is the same order, else a new one. */
export function attemptKeyFor(linkName: string, payload: CreateOrderPayload): string {
  const order = JSON.stringify(payload);
  const running = readAttempt(linkName);
  if (running?.order === order) return running.key;
  const next: PurchaseAttempt = { key: createUid(), order };
  writeSession(attemptKey(linkName), JSON.stringify(next));
  return next.key;
}

/** The order was created: the attempt is over. */
export function endAttempt(linkName: string): void {
  try {
    window.sessionStorage.removeItem(attemptKey(linkName));
  } catch {
    // disabled storage: nothing was kept
  }
}
