// What the shopper has typed on a top-up page, kept in session storage per product so it survives
// the login popup, a reload or a trip to another page in the same tab.
import { readSession, writeSession } from '@topup/shared-lib';

export interface PurchaseDraft {
  skuId: number | null;
  quantity: number;
  /** Delivery field label -> value as typed. */
  fields: Record<string, string>;
  /** Member coupon chosen by the shopper; undefined = let the page pick the best, null = none. */
  memberCouponId?: number | null;
  /** Role picked when an account has several. */
  roleId?: string | null;
  /** "Buy now" asked a guest to log in: once they have, the purchase goes on by itself. */
  buyAfterLogin?: boolean;
}

export const EMPTY_DRAFT: PurchaseDraft = { skuId: null, quantity: 1, fields: {} };

const draftKey = (linkName: string) => `topup-draft:${linkName}`;

function isDraft(value: unknown): value is PurchaseDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as PurchaseDraft;
  return (
    (draft.skuId === null || typeof draft.skuId === 'number') &&
    typeof draft.quantity === 'number' &&
    typeof draft.fields === 'object' &&
    draft.fields !== null &&
    Object.values(draft.fields).every((field) => typeof field === 'string') &&
    (draft.buyAfterLogin === undefined || typeof draft.buyAfterLogin === 'boolean')
  );
}

export function readDraft(linkName: string): PurchaseDraft {
  const raw = readSession(draftKey(linkName));
  if (!raw) return EMPTY_DRAFT;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT; // a broken entry never breaks the page
  }
}

export function writeDraft(linkName: string, draft: PurchaseDraft): void {
  writeSession(draftKey(linkName), JSON.stringify(draft));
}

/** After an order was created the next visit starts clean. */
export function clearDraft(linkName: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(linkName));
  } catch {
    // disabled storage: nothing was kept
  }
}
