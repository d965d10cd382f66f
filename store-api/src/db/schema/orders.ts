// The orders tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface OrdersTable {
  id: Generated<number>;
  order_sn: string;
  member_id: number;
  /** 0 unpaid, 1 paid, 2 finished, 3 cancelled. */
  status: number;
  input_status: Generated<number>;
  product_id: number;
  /** Name as bought, kept even if the catalogue changes. */
  denomination: string;
  quantity: number;
  amount_cents: number;
  currency: Generated<string>;
  /** JSON array of "label:value" strings. */
  delivery: string;
  create_time: string;
  pay_expire_time: string;
  realname_required: Generated<string>;
  realname_status: Generated<number>;
  realname_reject_reason: Generated<string>;
  spotcheck_required: Generated<string>;
  spotcheck_status: Generated<number>;
  spotcheck_reject_reason: Generated<string>;
  denomination_id: number | null;
  original_amount_cents: number | null;
  coupon_discount_cents: Generated<number>;
  vip_discount_cents: Generated<number>;
  member_coupon_id: number | null;
  pay_time: string | null;
  urge_time: string | null;
  deleted_at: string | null;
  delivery_reason: Generated<string>;
  idempotency_key: string | null;
  request_fingerprint: string | null;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: number;
  note: string;
  create_time: string;
}

export interface DeliveryInputsTable {
  id: Generated<number>;
  order_id: number;
  /** JSON array of "label:value". */
  fields: string;
  create_time: string;
}

export interface VerificationSubmissionsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  /** JSON as submitted. */
  payload: string;
  create_time: string;
}

export interface IdentityChecksTable {
  order_id: number;
  applicant_id: string;
  start_time: string;
}

export interface DeliveriesTable {
  order_id: number;
  request_time: string;
  /** When the publisher answers; NULL while the order waits for the shopper. */
  due_time: string | null;
  /** The publisher asked for identity checks once already. */
  checks_asked: Generated<number>;
}
