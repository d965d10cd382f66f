import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/httpError';
import { localised, type Locale } from '../http/locale';
import { centsToAmount } from '../money';

export type CouponKind = 'amount' | 'percent';

/** A coupon as offered to shoppers (capture lists, new-user offer). */
export interface Coupon {
  id: number;
  code: string;
  name: string;
  kind: CouponKind;
  /** USD off for 'amount', percent off for 'percent'. */
  value: number;
  /** Order amount (USD, before discounts) needed to use it. */
  minSpend: number;
  /** Only usable on this product; null for any product. */
  productId: number | null;
  newUser: boolean;
  /** Days it stays usable after being captured. */
  validDays: number;
  endTime: string;
  remaining: number;
  /** Whether the logged-in member already holds it (false when anonymous). */
  captured: boolean;
}

export type MemberCouponStatus = 'available' | 'used' | 'expired';

/** A coupon held by a member. */
export interface MemberCoupon {
  /** The member coupon id: what an order passes as memberCouponId. */
  id: number;
  couponId: number;
  code: string;
  name: string;
  kind: CouponKind;
  value: number;
  minSpend: number;
  productId: number | null;
  captureTime: string;
  expireTime: string;
  useTime: string | null;
  orderId: number | null;
  status: MemberCouponStatus;
  /**
   * The unpaid order holding this coupon while its pay window is open (status 'used' until then): paying
   * spends it, cancelling the order or letting the window close gives it back.
   */
  heldBy: CouponHolder | null;
}

/** An unpaid order that holds a coupon. */
export interface CouponHolder {
  orderId: number;
  orderSn: string;
  payExpireTime: string;
}

interface CouponRow {
  id: number;
  code: string;
  name: string;
  nameZh: string;
  kind: CouponKind;
  value: number;
  minSpendCents: number;
  productId: number | null;
  newUser: number;
  validDays: number;
  endTime: string;
  stock: number;
  captured: number;
}

const COUPON_SELECT = `SELECT c.id, c.code, c.name, c.name_zh AS nameZh, c.kind, c.value,
    c.min_spend_cents AS minSpendCents, c.product_id AS productId, c.new_user AS newUser,
    c.valid_days AS validDays, c.end_time AS endTime, c.stock,
    EXISTS (SELECT 1 FROM member_coupons mc WHERE mc.coupon_id = c.id AND mc.member_id = ?) AS captured
  FROM coupons c`;

const couponValue = (kind: CouponKind, value: number): number =>
  kind === 'amount' ? centsToAmount(value) : value;

function toCoupon(row: CouponRow, locale: Locale): Coupon {
  return {
    id: row.id,
    code: row.code,
    name: localised(locale, row.name, row.nameZh),
    kind: row.kind,
    value: couponValue(row.kind, row.value),
    minSpend: centsToAmount(row.minSpendCents),
    productId: row.productId,
    newUser: row.newUser === 1,
    validDays: row.validDays,
    endTime: row.endTime,
    remaining: row.stock,
    captured: row.captured === 1,
  };
}

/** A coupon by id, as seen by a member (or anonymous, memberId null); null when unknown. */
export async function findCoupon(
  db: Database,
  id: number,
  memberId: number | null,
  locale: Locale,
): Promise<Coupon | null> {
  const row = (await db.one(`${COUPON_SELECT} WHERE c.id = ?`, memberId, id)) as CouponRow | undefined;
  return row ? toCoupon(row, locale) : null;
}

/** Coupons still on offer that apply to a product (its own, and store-wide ones), for the capture list. */
export async function listCapturableCoupons(
  db: Database,
  productId: number,
  memberId: number | null,
  locale: Locale,
  now = new Date(),
): Promise<Coupon[]> {
  const rows = (await db.all(
    `${COUPON_SELECT}
       WHERE (c.product_id IS NULL OR c.product_id = ?) AND c.end_time > ? AND c.new_user = 0
       ORDER BY c.product_id IS NULL, c.id`,
    memberId,
    productId,
    now.toISOString(),
  )) as CouponRow[];
  return rows.map((row) => toCoupon(row, locale));
}

interface MemberCouponRow {
  id: number;
  couponId: number;
  code: string;
  name: string;
  nameZh: string;
  kind: CouponKind;
  value: number;
  minSpendCents: number;
  productId: number | null;
  captureTime: string;
  expireTime: string;
  useTime: string | null;
  orderId: number | null;
  heldOrderSn: string | null;
  heldPayExpireTime: string | null;
}

const MEMBER_COUPON_SELECT = `SELECT mc.id, mc.coupon_id AS couponId, c.code, c.name, c.name_zh AS nameZh, c.kind,
    c.value, c.min_spend_cents AS minSpendCents, c.product_id AS productId, mc.capture_time AS captureTime,
    mc.expire_time AS expireTime, mc.use_time AS useTime, mc.order_id AS orderId,
    holder.order_sn AS heldOrderSn, holder.pay_expire_time AS heldPayExpireTime
  FROM member_coupons mc JOIN coupons c ON c.id = mc.coupon_id
  LEFT JOIN orders holder ON holder.id = mc.order_id AND holder.status = 0`;

function toMemberCoupon(row: MemberCouponRow, locale: Locale, now: string): MemberCoupon {
  const status: MemberCouponStatus = row.useTime ? 'used' : row.expireTime <= now ? 'expired' : 'available';
  return {
    id: row.id,
    couponId: row.couponId,
    code: row.code,
    name: localised(locale, row.name, row.nameZh),
    kind: row.kind,
    value: couponValue(row.kind, row.value),
    minSpend: centsToAmount(row.minSpendCents),
    productId: row.productId,
    captureTime: row.captureTime,
    expireTime: row.expireTime,
    useTime: row.useTime,
    orderId: row.orderId,
    status,
    heldBy:
      row.orderId !== null &&
      row.heldOrderSn !== null &&
      row.heldPayExpireTime !== null &&
      row.heldPayExpireTime > now
        ? { orderId: row.orderId, orderSn: row.heldOrderSn, payExpireTime: row.heldPayExpireTime }
        : null,
  };
}

const statusFilters: Record<MemberCouponStatus, string> = {
  available: 'mc.use_time IS NULL AND mc.expire_time > @now',
  used: 'mc.use_time IS NOT NULL',
  expired: 'mc.use_time IS NULL AND mc.expire_time <= @now',
};

/** The member's coupons in one state, soonest to expire first (available) or newest first (the others). */
export async function listMemberCoupons(
  db: Database,
  memberId: number,
  status: MemberCouponStatus,
  locale: Locale,
  now = new Date(),
): Promise<MemberCoupon[]> {
  const order = status === 'available' ? 'mc.expire_time ASC' : 'mc.capture_time DESC';
  const at = now.toISOString();
  const rows = (await db.all(
    `${MEMBER_COUPON_SELECT} WHERE mc.member_id = @memberId AND ${statusFilters[status]} ORDER BY ${order}, mc.id`,
    { memberId, now: at },
  )) as MemberCouponRow[];
  return rows.map((row) => toMemberCoupon(row, locale, at));
}

/**
 * The member's coupons held by unpaid orders that can still be paid, the one whose pay window closes first
 * first: what the purchase page names when a coupon the shopper expects is not in the available list.
 */
export async function listHeldCoupons(
  db: Database,
  memberId: number,
  locale: Locale,
  now = new Date(),
): Promise<MemberCoupon[]> {
  const at = now.toISOString();
  const rows = (await db.all(
    `${MEMBER_COUPON_SELECT} WHERE mc.member_id = @memberId AND holder.pay_expire_time > @now
       ORDER BY holder.pay_expire_time, mc.id`,
    { memberId, now: at },
  )) as MemberCouponRow[];
  return rows.map((row) => toMemberCoupon(row, locale, at));
}

/** The member's available coupons usable on a product (its own or store-wide), for checkout. */
export async function listMemberCouponsForProduct(
  db: Database,
  memberId: number,
  productId: number,
  locale: Locale,
  now = new Date(),
): Promise<MemberCoupon[]> {
  return (await listMemberCoupons(db, memberId, 'available', locale, now)).filter(
    (coupon) => coupon.productId === null || coupon.productId === productId,
  );
}

/** One of the member's own coupons; another member's id is "not found". */
export async function findMemberCoupon(
  db: Database,
  memberId: number,
  memberCouponId: number,
  locale: Locale,
  now = new Date(),
): Promise<MemberCoupon | null> {
  const row = (await db.one(
    `${MEMBER_COUPON_SELECT} WHERE mc.member_id = ? AND mc.id = ?`,
    memberId,
    memberCouponId,
  )) as MemberCouponRow | undefined;
  return row ? toMemberCoupon(row, locale, now.toISOString()) : null;
}

/** Whether the member has ever paid for an order: new-user coupons are for those who have not. */
async function hasPaidOrder(db: Database, memberId: number): Promise<boolean> {
  return (
    (await db.one('SELECT 1 FROM orders WHERE member_id = ? AND status IN (1, 2) LIMIT 1', memberId)) !==
    undefined
  );
}

/**
 * Captures a coupon for a member. better-sqlite3 runs each call to completion, and the UNIQUE
 * (member_id, coupon_id) constraint plus the stock check inside one transaction make a second capture
 * impossible even when requests arrive together.
 */
export async function captureCoupon(
  db: Database,
  memberId: number,
  couponId: number,
  now = new Date(),
): Promise<number> {
  return await db.transaction(async () => {
    const coupon = (await db.one(
      'SELECT id, valid_days AS validDays, stock, end_time AS endTime, new_user AS newUser FROM coupons WHERE id = ?',
      couponId,
    )) as { id: number; validDays: number; stock: number; endTime: string; newUser: number } | undefined;
    if (!coupon) throw notFound('Coupon not found.');
    if (coupon.endTime <= now.toISOString()) throw badRequest('This coupon is no longer available.');
    if (coupon.newUser === 1 && (await hasPaidOrder(db, memberId))) {
      throw badRequest('This coupon is only for shoppers who have not placed a paid order yet.');
    }
    const expire = new Date(
      Math.min(now.getTime() + coupon.validDays * 24 * 60 * 60 * 1000, Date.parse(coupon.endTime)),
    );
    const inserted = (await db.one(
      `INSERT INTO member_coupons (member_id, coupon_id, capture_time, expire_time)
         SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), ?, ? WHERE (SELECT stock FROM coupons WHERE id = ?) > 0
         ON CONFLICT DO NOTHING RETURNING id`,
      memberId,
      couponId,
      now.toISOString(),
      expire.toISOString(),
      couponId,
    )) as { id: number } | undefined;
    if (!inserted) {
      const already = await db.one(
        'SELECT 1 FROM member_coupons WHERE member_id = ? AND coupon_id = ?',
        memberId,
        couponId,
      );
      throw badRequest(already ? 'You have already claimed this coupon.' : 'This coupon has run out.');
    }
    await db.run('UPDATE coupons SET stock = stock - 1 WHERE id = ?', couponId);
    return inserted.id;
  });
}

/** The coupon id for a redemption code, or null. Codes are compared without case. */
export async function findCouponIdByCode(db: Database, code: string): Promise<number | null> {
  const row = (await db.one('SELECT id FROM coupons WHERE code = ?', code)) as { id: number } | undefined;
  return row?.id ?? null;
}

/** The new-user coupon currently on offer; null when none. */
export async function findNewUserCouponId(db: Database, now = new Date()): Promise<number | null> {
  const row = (await db.one(
    'SELECT id FROM coupons WHERE new_user = 1 AND end_time > ? ORDER BY id LIMIT 1',
    now.toISOString(),
  )) as { id: number } | undefined;
  return row?.id ?? null;
}
