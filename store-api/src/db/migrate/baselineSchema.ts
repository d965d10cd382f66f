// The store's schema at version 12, the last of the SQL-text history (../migrations.ts), written with
// Kysely's schema builder: what a new database is created with, on either database. A database made by
// that history is at this version already and is upgraded from it, never created again. Never edit it:
// a change is a new migration (schemaMigrations.ts).
import { sql, type Kysely } from 'kysely';
import { PG_NOCASE_COLLATION, type ColumnTypes } from './columnTypes';

/** The schema version this file creates. */
export const BASELINE_SCHEMA_VERSION = 12;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration writes tables before the typed schema knows them
export async function createBaselineSchema(db: Kysely<any>, t: ColumnTypes): Promise<void> {
  if (t.dialect === 'postgres') await PG_NOCASE_COLLATION.execute(db);
  await db.schema
    .createTable('members')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('email', t.nocaseText, (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('cert_status', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('growth', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('has_email', t.integer, (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', t.integer, (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').columns(['member_id']).execute();
  await db.schema
    .createTable('products')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('sn', 'text', (c) => c.notNull().unique())
    .addColumn('link_name', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('game', 'live')`))
    .addColumn('hot', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('recommend', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_zh', 'text', (c) => c.notNull())
    .addColumn('input_fields', 'text', (c) => c.notNull())
    .addColumn('sort_order', t.integer, (c) => c.notNull())
    .addColumn('after_pay_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('delivery_minutes', t.integer, (c) => c.notNull().defaultTo(5))
    .execute();
  await db.schema
    .createTable('denominations')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('product_id', t.integer, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', t.integer, (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('original_price_cents', t.integer, (c) =>
      c.check(sql`original_price_cents IS NULL OR original_price_cents > price_cents`),
    )
    .addColumn('sort_order', t.integer, (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('denominations_product').on('denominations').columns(['product_id']).execute();
  await db.schema
    .createTable('orders')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('order_sn', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', t.integer, (c) => c.notNull().references('members.id'))
    .addColumn('status', t.integer, (c) => c.notNull())
    .addColumn('input_status', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('product_id', t.integer, (c) => c.notNull().references('products.id'))
    .addColumn('denomination', 'text', (c) => c.notNull())
    .addColumn('quantity', t.integer, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('amount_cents', t.integer, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('pay_expire_time', 'text', (c) => c.notNull())
    .addColumn('realname_required', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('realname_status', t.integer, (c) => c.notNull().defaultTo(2))
    .addColumn('realname_reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('spotcheck_required', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('spotcheck_status', t.integer, (c) => c.notNull().defaultTo(2))
    .addColumn('spotcheck_reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('denomination_id', t.integer, (c) => c.references('denominations.id'))
    .addColumn('original_amount_cents', t.integer)
    .addColumn('coupon_discount_cents', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('vip_discount_cents', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('member_coupon_id', t.integer)
    .addColumn('pay_time', 'text')
    .addColumn('urge_time', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('delivery_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idempotency_key', 'text')
    .addColumn('request_fingerprint', 'text')
    .execute();
  await db.schema.createIndex('orders_member').on('orders').columns(['member_id']).execute();
  await db.schema
    .createTable('articles')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('summary_zh', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_html_zh', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_publish').on('articles').columns(['publish_time desc']).execute();
  await db.schema
    .createIndex('members_phone')
    .on('members')
    .unique()
    .columns(['phone'])
    .where('phone', '<>', '')
    .execute();
  await db.schema
    .createTable('order_status_history')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('order_id', t.integer, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', t.integer, (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order')
    .on('order_status_history')
    .columns(['order_id'])
    .execute();
  await db.schema
    .createTable('delivery_inputs')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('order_id', t.integer, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('verification_submissions')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('order_id', t.integer, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('realname', 'spotcheck', 'widget')`))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reviews')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('product_id', t.integer, (c) => c.notNull().references('products.id'))
    .addColumn('member_id', t.integer, (c) => c.references('members.id'))
    .addColumn('order_id', t.integer, (c) => c.unique().references('orders.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('rating', t.integer, (c) => c.notNull().check(sql`rating BETWEEN 1 AND 5`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('like_count', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reviews_product')
    .on('reviews')
    .columns(['product_id', 'create_time desc'])
    .execute();
  await db.schema
    .createTable('review_likes')
    .addColumn('review_id', t.integer, (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('member_id', t.integer, (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('review_likes_pkey', ['review_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('menus')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort_order', t.integer, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('menu_products')
    .addColumn('menu_id', t.integer, (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('product_id', t.integer, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort_order', t.integer, (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_products_pkey', ['menu_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('banners')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('need_login', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', t.integer, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('popups')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort_order', t.integer, (c) => c.notNull())
    .addColumn('coupon_id', t.integer)
    .execute();
  await db.schema
    .createTable('coupons')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('code', t.nocaseText, (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('amount', 'percent')`))
    .addColumn('value', t.integer, (c) => c.notNull().check(sql`value > 0`))
    .addColumn('min_spend_cents', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('product_id', t.integer, (c) => c.references('products.id'))
    .addColumn('new_user', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('valid_days', t.integer, (c) => c.notNull())
    .addColumn('stock', t.integer, (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('end_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('member_coupons')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('member_id', t.integer, (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('coupon_id', t.integer, (c) => c.notNull().references('coupons.id'))
    .addColumn('capture_time', 'text', (c) => c.notNull())
    .addColumn('expire_time', 'text', (c) => c.notNull())
    .addColumn('use_time', 'text')
    .addColumn('order_id', t.integer)
    .addUniqueConstraint('member_coupons_member_id_coupon_id_key', ['member_id', 'coupon_id'])
    .execute();
  await db.schema
    .createTable('currencies')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('rate', t.real, (c) => c.notNull().check(sql`rate > 0`))
    .addColumn('default_select', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', t.integer, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('phone_prefixes')
    .addColumn('value', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('default_select', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', t.integer, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('feedback')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('member_id', t.integer, (c) => c.references('members.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('partner_enquiries')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('client_logs')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('extra', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_logs_received').on('client_logs').columns(['received_at']).execute();
  await db.schema
    .createTable('utm_visits')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('member_id', t.integer, (c) => c.references('members.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('medium', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('auth_codes')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('target', t.nocaseText, (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_codes_target')
    .on('auth_codes')
    .columns(['target', 'purpose', 'create_time'])
    .execute();
  await db.schema
    .createTable('outbox')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('attempts', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('claimed_until', 'text')
    .execute();
  await db.schema
    .createTable('oauth_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used', t.integer, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', t.integer, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('open', 'pending', 'succeeded', 'failed', 'cancelled')`),
    )
    .addColumn('return_origin', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('update_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_sessions_order')
    .on('payment_sessions')
    .columns(['order_id'])
    .execute();
  await db.schema
    .createTable('widget_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', t.integer, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('applicant_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('uploads')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', t.blob, (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sell_offers')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('amount', t.integer, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('asking_price_cents', t.integer, (c) => c.notNull().check(sql`asking_price_cents > 0`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone_prefix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sell_offers_create').on('sell_offers').columns(['create_time desc']).execute();
  await db.schema
    .createTable('payment_callbacks')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('signature', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('receive_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_callbacks_session')
    .on('payment_callbacks')
    .columns(['session_id'])
    .execute();
  await db.schema
    .createTable('upload_tickets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('member_id', t.integer, (c) => c.notNull().references('members.id'))
    .addColumn('order_id', t.integer, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('preview', 'comment')`))
    .addColumn('ticket_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_tickets_order')
    .on('upload_tickets')
    .columns(['order_id', 'member_id', 'purpose'])
    .execute();
  await db.schema
    .createTable('identity_checks')
    .addColumn('order_id', t.integer, (c) => t.key(c).references('orders.id').onDelete('cascade'))
    .addColumn('applicant_id', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_identity_reviews')
    .addColumn('applicant_id', 'text', (c) => c.primaryKey())
    .addColumn('review_status', 'text', (c) => c.notNull())
    .addColumn('review_answer', 'text', (c) => c.check(sql`review_answer IN ('GREEN', 'RED')`))
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('update_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_pending').on('outbox').columns(['sent_at', 'id']).execute();
  await db.schema
    .createIndex('orders_idempotency')
    .on('orders')
    .unique()
    .columns(['member_id', 'idempotency_key'])
    .where('idempotency_key', 'is not', null)
    .execute();
  await db.schema
    .createTable('deliveries')
    .addColumn('order_id', t.integer, (c) => t.key(c).references('orders.id').onDelete('cascade'))
    .addColumn('request_time', 'text', (c) => c.notNull())
    .addColumn('due_time', 'text')
    .addColumn('checks_asked', t.integer, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('deliveries_due').on('deliveries').columns(['due_time']).execute();
  await db.schema
    .createIndex('orders_unpaid_expiry')
    .on('orders')
    .columns(['pay_expire_time'])
    .where(sql.ref('status'), '=', 0)
    .execute();
  await db.schema
    .createIndex('member_coupons_order')
    .on('member_coupons')
    .columns(['order_id'])
    .where('order_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('payment_sessions_pending')
    .on('payment_sessions')
    .columns(['update_time'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createTable('rate_events')
    .addColumn('id', t.integer, (c) => t.key(c))
    .addColumn('counter', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', t.integer, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_events_key')
    .on('rate_events')
    .columns(['counter', 'key', 'at'])
    .execute();
}
