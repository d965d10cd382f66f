import type { Database } from '../db/database';
import { localised, type Locale } from '../http/locale';
import { productPicture } from '../media/picturePaths';
import { centsToAmount } from '../money';
import { messageInLocale } from '../http/messagesZh';
import { packName } from '../products/packNames';
import { paymentStatusOf, type PaymentStatus } from '../payments/paymentStatus';

/** Identity checks attached to an order; status 2 means passed. */
export interface OrderPreview {
  /** Comma-separated verification kinds; empty when none is required. */
  realnameRequired: string;
  realnameStatus: number;
  realnameRejectReason: string;
  spotcheckRequired: string;
  spotcheckStatus: number;
  spotcheckRejectReason: string;
}

export interface Order {
  id: number;
  orderSn: string;
  /** 0 unpaid, 1 paid, 2 delivered (finished), 3 cancelled, 4 refunded (not delivered, payment returned). */
  status: number;
  inputStatus: number;
  productId: number;
  productName: string;
  pic: string;
  denomination: string;
  quantity: number;
  amount: number;
  currency: string;
  /** JSON array of "label:value" strings, kept as text exactly as the clients parse it; labels in the request's language. */
  delivery: string;
  createTime: string;
  payExpireTime: string;
  preview: OrderPreview;
  /** Price before discounts, in the order's currency. */
  originalAmount: number;
  vipDiscount: number;
  couponDiscount: number;
  payTime: string | null;
  urgeTime: string | null;
  /** Where its payment stands at the provider (the result page's poll), null before any was started. */
  paymentStatus: PaymentStatus | null;
}

type OrderRow = Omit<
  Order,
  | 'productName'
  | 'pic'
  | 'amount'
  | 'preview'
  | 'originalAmount'
  | 'vipDiscount'
  | 'couponDiscount'
  | 'paymentStatus'
> &
  OrderPreview & {
    productNameEn: string;
    productNameZh: string;
    linkName: string;
    amountCents: number;
    originalAmountCents: number | null;
    vipDiscountCents: number;
    couponDiscountCents: number;
    packNameEn: string | null;
    packNameZh: string | null;
    sessionStatus: string | null;
  };

const ORDER_SELECT = `SELECT o.id, o.order_sn AS orderSn, o.status, o.input_status AS inputStatus,
         o.product_id AS productId, p.name AS productNameEn, p.name_zh AS productNameZh, p.link_name AS linkName,
         o.denomination, o.quantity, o.amount_cents AS amountCents, o.currency, o.delivery,
         o.create_time AS createTime, o.pay_expire_time AS payExpireTime,
         o.realname_required AS realnameRequired, o.realname_status AS realnameStatus,
         o.realname_reject_reason AS realnameRejectReason, o.spotcheck_required AS spotcheckRequired,
         o.spotcheck_status AS spotcheckStatus, o.spotcheck_reject_reason AS spotcheckRejectReason,
         o.original_amount_cents AS originalAmountCents, o.vip_discount_cents AS vipDiscountCents,
         o.coupon_discount_cents AS couponDiscountCents, o.pay_time AS payTime, o.urge_time AS urgeTime,
         d.name AS packNameEn, d.name_zh AS packNameZh,
         (SELECT s.status FROM payment_sessions s WHERE s.order_id = o.id
            ORDER BY CASE s.status WHEN 'succeeded' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END,
                     s.create_time DESC, s.id DESC
            LIMIT 1) AS sessionStatus
  FROM orders o JOIN products p ON p.id = o.product_id LEFT JOIN denominations d ON d.id = o.denomination_id`;

/**
 * One of the member's own orders, found by its sn or, when the reference is all digits, by its numeric id
 * (the order page's `oid` may be either). Other members' orders are invisible: null, as if they did not exist.
 */
export async function findMemberOrder(
  db: Database,
  memberId: number,
  reference: string,
  locale: Locale,
): Promise<Order | null> {
  const id = /^\d{1,15}$/.test(reference) ? Number(reference) : null;
  const row = (await db.one(
    `${ORDER_SELECT}
       WHERE o.member_id = ? AND (o.order_sn = ? OR o.id = ?) AND o.deleted_at IS NULL
       ORDER BY o.order_sn = ? DESC
       LIMIT 1`,
    memberId,
    reference,
    id,
    reference,
  )) as OrderRow | undefined;
  return row ? toOrder(row, locale) : null;
}

export interface OrderListQuery {
  status?: number;
  pageNum: number;
  pageSize: number;
}

export interface OrderPage {
  list: Order[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The member's orders, newest first, optionally of one status (GET /homs/order). */
export async function listMemberOrders(
  db: Database,
  memberId: number,
  query: OrderListQuery,
  locale: Locale,
): Promise<OrderPage> {
  const status = query.status ?? null;
  return await listOrdersWhere(
    db,
    memberId,
    '(CAST(@status AS BIGINT) IS NULL OR o.status = @status)',
    { status },
    query,
    locale,
  );
}

/**
 * A page of the member's (not deleted) orders matching an extra SQL condition written with named
 * parameters; the condition is always a constant of this package, values always go through `params`.
 */
export async function listOrdersWhere(
  db: Database,
  memberId: number,
  condition: string,
  params: Record<string, unknown>,
  query: { pageNum: number; pageSize: number },
  locale: Locale,
): Promise<OrderPage> {
  const where = `WHERE o.member_id = @memberId AND o.deleted_at IS NULL AND (${condition})`;
  const bound = { ...params, memberId };
  const { total } = (await db.one(
    `SELECT COUNT(*) AS total FROM orders o JOIN products p ON p.id = o.product_id ${where}`,
    bound,
  )) as {
    total: number;
  };
  const rows = (await db.all(
    `${ORDER_SELECT} ${where} ORDER BY o.create_time DESC, o.id DESC LIMIT @limit OFFSET @offset`,
    { ...bound, limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
  )) as OrderRow[];
  return {
    list: rows.map((row) => toOrder(row, locale)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The pack's name in the locale while the catalogue still names it as bought; else the name as bought. */
const denominationOf = (row: OrderRow, locale: Locale): string =>
  row.packNameEn === row.denomination
    ? packName(locale, row.denomination, row.packNameZh ?? '')
    : row.denomination;

function toOrder(row: OrderRow, locale: Locale, now = new Date()): Order {
  return {
    id: row.id,
    orderSn: row.orderSn,
    status: row.status,
    inputStatus: row.inputStatus,
    productId: row.productId,
    productName: localised(locale, row.productNameEn, row.productNameZh),
    pic: productPicture(row.linkName),
    denomination: denominationOf(row, locale),
    quantity: row.quantity,
    amount: centsToAmount(row.amountCents),
    currency: row.currency,
    // As stored, with the fields' English names: the pages show each known name in their language.
    delivery: row.delivery,
    createTime: row.createTime,
    payExpireTime: row.payExpireTime,
    preview: {
      realnameRequired: row.realnameRequired,
      realnameStatus: row.realnameStatus,
      realnameRejectReason: messageInLocale(row.realnameRejectReason, locale),
      spotcheckRequired: row.spotcheckRequired,
      spotcheckStatus: row.spotcheckStatus,
      spotcheckRejectReason: messageInLocale(row.spotcheckRejectReason, locale),
    },
    originalAmount: centsToAmount(row.originalAmountCents ?? row.amountCents),
    vipDiscount: centsToAmount(row.vipDiscountCents),
    couponDiscount: centsToAmount(row.couponDiscountCents),
    payTime: row.payTime,
    urgeTime: row.urgeTime,
    paymentStatus: paymentStatusOf(row.sessionStatus, row, now),
  };
}
