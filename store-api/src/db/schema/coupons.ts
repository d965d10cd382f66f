// The coupons tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_zh: string;
  kind: string;
  /** Cents for 'amount', percent for 'percent'. */
  value: number;
  min_spend_cents: Generated<number>;
  /** NULL: any product. */
  product_id: number | null;
  new_user: Generated<number>;
  valid_days: number;
  stock: number;
  end_time: string;
}

export interface MemberCouponsTable {
  id: Generated<number>;
  member_id: number;
  coupon_id: number;
  capture_time: string;
  expire_time: string;
  use_time: string | null;
  order_id: number | null;
}
