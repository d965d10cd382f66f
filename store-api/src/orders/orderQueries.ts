import type { Database } from '../db/database';
import { localised, type Locale } from '../http/locale';
import { productPicture } from '../media/picturePaths';
import { centsToAmount } from '../money';

/** Identity checks attached to an order (spec sections 3 and 4); status 2 means passed. */
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
  /** 0 unpaid, 1 paid, 2 delivered (finished), 3 cancelled. */
  status: number;
  inputStatus: number;
  productId: number;
  productName: string;
  pic: string;
  denomination: string;
  quantity: number;
  amount: number;
  currency: string;
  /** JSON array of "label:value" strings, kept as text exactly as the spec's clients parse it. */
  delivery: string;
  createTime: string;
  payExpireTime: string;
  preview: OrderPreview;
}

type OrderRow = Omit<Order, 'productName' | 'pic' | 'amount' | 'preview'> &
  OrderPreview & { productNameEn: string; productNameZh: string; linkName: string; amountCents: number };

const ORDER_SELECT = `SELECT o.id, o.order_sn AS orderSn, o.status, o.input_status AS inputStatus,
         o.product_id AS productId, p.name AS productNameEn, p.name_zh AS productNameZh, p.link_name AS linkName,
         o.denomination, o.quantity, o.amount_cents AS amountCents, o.currency, o.delivery,
         o.create_time AS createTime, o.pay_expire_time AS payExpireTime,
         o.realname_required AS realnameRequired, o.realname_status AS realnameStatus,
         o.realname_reject_reason AS realnameRejectReason, o.spotcheck_required AS spotcheckRequired,
         o.spotcheck_status AS spotcheckStatus, o.spotcheck_reject_reason AS spotcheckRejectReason
  FROM orders o JOIN products p ON p.id = o.product_id`;

/**
 * One of the member's own orders, found by its sn or, when the reference is all digits, by its numeric id
 * (the order page's `oid` may be either). Other members' orders are invisible: null, as if they did not exist.
 */
export function findMemberOrder(
  db: Database,
  memberId: number,
  reference: string,
  locale: Locale,
): Order | null {
  const id = /^\d{1,15}$/.test(reference) ? Number(reference) : null;
  const row = db
    .prepare(
      `${ORDER_SELECT}
       WHERE o.member_id = ? AND (o.order_sn = ? OR o.id = ?)
       ORDER BY o.order_sn = ? DESC
       LIMIT 1`,
    )
    .get(memberId, reference, id, reference) as OrderRow | undefined;
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

/** The member's orders, newest first, optionally of one status (spec 7: GET /homs/order). */
export function listMemberOrders(
  db: Database,
  memberId: number,
  query: OrderListQuery,
  locale: Locale,
): OrderPage {
  const status = query.status ?? null;
  const where = 'WHERE o.member_id = ? AND (? IS NULL OR o.status = ?)';
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM orders o ${where}`)
    .get(memberId, status, status) as { total: number };
  const rows = db
    .prepare(`${ORDER_SELECT} ${where} ORDER BY o.create_time DESC, o.id DESC LIMIT ? OFFSET ?`)
    .all(memberId, status, status, query.pageSize, (query.pageNum - 1) * query.pageSize) as OrderRow[];
  return {
    list: rows.map((row) => toOrder(row, locale)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

function toOrder(row: OrderRow, locale: Locale): Order {
  return {
    id: row.id,
    orderSn: row.orderSn,
    status: row.status,
    inputStatus: row.inputStatus,
    productId: row.productId,
    productName: localised(locale, row.productNameEn, row.productNameZh),
    pic: productPicture(row.linkName),
    denomination: row.denomination,
    quantity: row.quantity,
    amount: centsToAmount(row.amountCents),
    currency: row.currency,
    delivery: row.delivery,
    createTime: row.createTime,
    payExpireTime: row.payExpireTime,
    preview: {
      realnameRequired: row.realnameRequired,
      realnameStatus: row.realnameStatus,
      realnameRejectReason: row.realnameRejectReason,
      spotcheckRequired: row.spotcheckRequired,
      spotcheckStatus: row.spotcheckStatus,
      spotcheckRejectReason: row.spotcheckRejectReason,
    },
  };
}
