// The catalogue tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface ProductsTable {
  id: Generated<number>;
  sn: string;
  link_name: string;
  name: string;
  name_zh: string;
  kind: string;
  hot: Generated<number>;
  recommend: Generated<number>;
  description: string;
  description_zh: string;
  /** JSON array of delivery field labels, e.g. ["User ID","Zone ID"]. */
  input_fields: string;
  sort_order: number;
  after_pay_fields: Generated<string>;
  delivery_minutes: Generated<number>;
}

export interface DenominationsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  sort_order: number;
  name_zh: Generated<string>;
}

export interface MenusTable {
  id: Generated<number>;
  name: string;
  name_zh: string;
  icon: string;
  sort_order: number;
}

export interface MenuProductsTable {
  menu_id: number;
  product_id: number;
  sort_order: number;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  title_zh: string;
  image: string;
  link: string;
  need_login: Generated<number>;
  sort_order: number;
}

export interface PopupsTable {
  id: Generated<number>;
  title: string;
  title_zh: string;
  image: string;
  link: string;
  sort_order: number;
  coupon_id: number | null;
}
