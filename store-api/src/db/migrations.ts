import type { SqliteConnection } from './databaseType';
import { DELIVERY_QUEUE_MIGRATION } from '../delivery/deliveryMigration';
import { ORDER_IDEMPOTENCY_MIGRATION } from '../orders/orderIdempotencyMigration';
import { PROMO_ART_MIGRATION } from '../media/promoArtMigration';
import { RATE_EVENTS_MIGRATION } from '../security/rateEventsMigration';
import { PACK_NAMES_MIGRATION } from '../products/packNamesMigration';
import { POPUP_COUPON_MIGRATION } from '../products/popupCouponMigration';
import { PROVIDER_TABLES_MIGRATION } from '../providers/providerTables';
import { SELL_OFFERS_MIGRATION } from '../sell/sellMigration';
import { OUTBOX_CLAIM_MIGRATION } from '../messages/outboxClaimMigration';

/**
 * The schema's first history, versions 1 to 12, as SQLite text (the version reached is kept in
 * `PRAGMA user_version`). Closed: it only upgrades embedded files made before the schema moved to Kysely's
 * schema builder (migrate/baselineSchema.ts is its version 12, for both databases); a change is a new
 * entry of migrate/schemaMigrations.ts, never an entry here.
 * Money is stored in integer cents to avoid floating point drift; the HTTP layer turns it into 2-decimal USD.
 */
export const migrations: readonly string[] = [
  // 1: members, sessions, catalogue, orders, blog.
  `
  CREATE TABLE members (
    id            INTEGER PRIMARY KEY,
    email         TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    phone         TEXT    NOT NULL DEFAULT '',
    username      TEXT    NOT NULL,
    nickname      TEXT    NOT NULL,
    password_hash TEXT    NOT NULL,
    cert_status   INTEGER NOT NULL DEFAULT 0,
    memo          TEXT    NOT NULL DEFAULT '',
    growth        INTEGER NOT NULL DEFAULT 0,
    create_time   TEXT    NOT NULL
  );

  CREATE TABLE sessions (
    token_hash  TEXT    PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    created_at  TEXT    NOT NULL,
    expires_at  TEXT    NOT NULL
  );
  CREATE INDEX sessions_member ON sessions(member_id);

  CREATE TABLE products (
    id             INTEGER PRIMARY KEY,
    sn             TEXT    NOT NULL UNIQUE,
    link_name      TEXT    NOT NULL UNIQUE,
    name           TEXT    NOT NULL,
    name_zh        TEXT    NOT NULL,
    kind           TEXT    NOT NULL CHECK (kind IN ('game', 'live')),
    hot            INTEGER NOT NULL DEFAULT 0,
    recommend      INTEGER NOT NULL DEFAULT 0,
    description    TEXT    NOT NULL,
    description_zh TEXT    NOT NULL,
    input_fields   TEXT    NOT NULL, -- JSON array of delivery field labels, e.g. ["User ID","Zone ID"]
    sort_order     INTEGER NOT NULL
  );

  CREATE TABLE denominations (
    id                   INTEGER PRIMARY KEY,
    product_id           INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    name                 TEXT    NOT NULL,
    price_cents          INTEGER NOT NULL CHECK (price_cents > 0),
    original_price_cents INTEGER CHECK (original_price_cents IS NULL OR original_price_cents > price_cents),
    sort_order           INTEGER NOT NULL
  );
  CREATE INDEX denominations_product ON denominations(product_id);

  CREATE TABLE orders (
    id                      INTEGER PRIMARY KEY,
    order_sn                TEXT    NOT NULL UNIQUE,
    member_id               INTEGER NOT NULL REFERENCES members(id),
    status                  INTEGER NOT NULL, -- 0 unpaid, 1 paid, 2 finished, 3 cancelled
    input_status            INTEGER NOT NULL DEFAULT 0,
    product_id              INTEGER NOT NULL REFERENCES products(id),
    denomination            TEXT    NOT NULL, -- name as bought, kept even if the catalogue changes
    quantity                INTEGER NOT NULL CHECK (quantity > 0),
    amount_cents            INTEGER NOT NULL,
    currency                TEXT    NOT NULL DEFAULT 'USD',
    delivery                TEXT    NOT NULL, -- JSON array of "label:value" strings
    create_time             TEXT    NOT NULL,
    pay_expire_time         TEXT    NOT NULL,
    realname_required       TEXT    NOT NULL DEFAULT '',
    realname_status         INTEGER NOT NULL DEFAULT 2,
    realname_reject_reason  TEXT    NOT NULL DEFAULT '',
    spotcheck_required      TEXT    NOT NULL DEFAULT '',
    spotcheck_status        INTEGER NOT NULL DEFAULT 2,
    spotcheck_reject_reason TEXT    NOT NULL DEFAULT ''
  );
  CREATE INDEX orders_member ON orders(member_id);

  CREATE TABLE articles (
    id           INTEGER PRIMARY KEY,
    slug         TEXT    NOT NULL UNIQUE,
    category     TEXT    NOT NULL,
    title        TEXT    NOT NULL,
    title_zh     TEXT    NOT NULL,
    summary      TEXT    NOT NULL,
    summary_zh   TEXT    NOT NULL,
    body_html    TEXT    NOT NULL,
    body_html_zh TEXT    NOT NULL,
    publish_time TEXT    NOT NULL
  );
  CREATE INDEX articles_publish ON articles(publish_time DESC);
  `,
  // 2: every call of the store API: catalogue extras, coupons, order history, reviews, auth codes, site data.
  `
  ALTER TABLE members ADD COLUMN has_email INTEGER NOT NULL DEFAULT 1; -- 0: phone sign-up, email is a placeholder
  CREATE UNIQUE INDEX members_phone ON members(phone) WHERE phone <> '';

  ALTER TABLE products ADD COLUMN after_pay_fields TEXT NOT NULL DEFAULT '[]'; -- JSON labels asked after payment
  ALTER TABLE products ADD COLUMN delivery_minutes INTEGER NOT NULL DEFAULT 5;

  ALTER TABLE orders ADD COLUMN denomination_id INTEGER REFERENCES denominations(id);
  ALTER TABLE orders ADD COLUMN original_amount_cents INTEGER;
  ALTER TABLE orders ADD COLUMN coupon_discount_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN vip_discount_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN member_coupon_id INTEGER;
  ALTER TABLE orders ADD COLUMN pay_time TEXT;
  ALTER TABLE orders ADD COLUMN urge_time TEXT;
  ALTER TABLE orders ADD COLUMN deleted_at TEXT;
  ALTER TABLE orders ADD COLUMN delivery_reason TEXT NOT NULL DEFAULT '';

  CREATE TABLE order_status_history (
    id          INTEGER PRIMARY KEY,
    order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    status      INTEGER NOT NULL,
    note        TEXT    NOT NULL,
    create_time TEXT    NOT NULL
  );
  CREATE INDEX order_status_history_order ON order_status_history(order_id);

  CREATE TABLE delivery_inputs (
    id          INTEGER PRIMARY KEY,
    order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    fields      TEXT    NOT NULL, -- JSON array of "label:value"
    create_time TEXT    NOT NULL
  );

  CREATE TABLE verification_submissions (
    id          INTEGER PRIMARY KEY,
    order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('realname', 'spotcheck', 'widget')),
    payload     TEXT    NOT NULL, -- JSON as submitted
    create_time TEXT    NOT NULL
  );

  CREATE TABLE reviews (
    id          INTEGER PRIMARY KEY,
    product_id  INTEGER NOT NULL REFERENCES products(id),
    member_id   INTEGER REFERENCES members(id),
    order_id    INTEGER UNIQUE REFERENCES orders(id),
    author      TEXT    NOT NULL,
    rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    content     TEXT    NOT NULL,
    images      TEXT    NOT NULL DEFAULT '[]',
    like_count  INTEGER NOT NULL DEFAULT 0,
    create_time TEXT    NOT NULL
  );
  CREATE INDEX reviews_product ON reviews(product_id, create_time DESC);

  CREATE TABLE review_likes (
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    PRIMARY KEY (review_id, member_id)
  );

  CREATE TABLE menus (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    name_zh    TEXT    NOT NULL,
    icon       TEXT    NOT NULL,
    sort_order INTEGER NOT NULL
  );
  CREATE TABLE menu_products (
    menu_id    INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    sort_order INTEGER NOT NULL,
    PRIMARY KEY (menu_id, product_id)
  );

  CREATE TABLE banners (
    id         INTEGER PRIMARY KEY,
    title      TEXT    NOT NULL,
    title_zh   TEXT    NOT NULL,
    image      TEXT    NOT NULL,
    link       TEXT    NOT NULL,
    need_login INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL
  );
  CREATE TABLE popups (
    id         INTEGER PRIMARY KEY,
    title      TEXT    NOT NULL,
    title_zh   TEXT    NOT NULL,
    image      TEXT    NOT NULL,
    link       TEXT    NOT NULL,
    sort_order INTEGER NOT NULL
  );

  CREATE TABLE coupons (
    id              INTEGER PRIMARY KEY,
    code            TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    name            TEXT    NOT NULL,
    name_zh         TEXT    NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('amount', 'percent')),
    value           INTEGER NOT NULL CHECK (value > 0), -- cents for 'amount', percent for 'percent'
    min_spend_cents INTEGER NOT NULL DEFAULT 0,
    product_id      INTEGER REFERENCES products(id), -- NULL: any product
    new_user        INTEGER NOT NULL DEFAULT 0,
    valid_days      INTEGER NOT NULL,
    stock           INTEGER NOT NULL CHECK (stock >= 0),
    end_time        TEXT    NOT NULL
  );
  CREATE TABLE member_coupons (
    id           INTEGER PRIMARY KEY,
    member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    coupon_id    INTEGER NOT NULL REFERENCES coupons(id),
    capture_time TEXT    NOT NULL,
    expire_time  TEXT    NOT NULL,
    use_time     TEXT,
    order_id     INTEGER,
    UNIQUE (member_id, coupon_id) -- captured at most once per member, whatever the concurrency
  );

  CREATE TABLE currencies (
    code           TEXT    PRIMARY KEY,
    symbol         TEXT    NOT NULL,
    rate           REAL    NOT NULL CHECK (rate > 0), -- units per USD
    default_select INTEGER NOT NULL DEFAULT 0,
    sort_order     INTEGER NOT NULL
  );
  CREATE TABLE phone_prefixes (
    value          TEXT    PRIMARY KEY, -- e.g. "+1"
    label          TEXT    NOT NULL,
    country        TEXT    NOT NULL, -- ISO alpha-2, for the flag
    default_select INTEGER NOT NULL DEFAULT 0,
    sort_order     INTEGER NOT NULL
  );

  CREATE TABLE feedback (
    id          INTEGER PRIMARY KEY,
    member_id   INTEGER REFERENCES members(id) ON DELETE SET NULL,
    type        TEXT    NOT NULL,
    content     TEXT    NOT NULL,
    contact     TEXT    NOT NULL,
    create_time TEXT    NOT NULL
  );
  CREATE TABLE partner_enquiries (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    company     TEXT NOT NULL,
    email       TEXT NOT NULL,
    phone       TEXT NOT NULL,
    message     TEXT NOT NULL,
    create_time TEXT NOT NULL
  );
  CREATE TABLE client_logs (
    id          INTEGER PRIMARY KEY,
    level       TEXT NOT NULL,
    message     TEXT NOT NULL,
    timestamp   TEXT NOT NULL,
    url         TEXT NOT NULL,
    user_agent  TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    session_id  TEXT NOT NULL,
    extra       TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE INDEX client_logs_received ON client_logs(received_at);
  CREATE TABLE utm_visits (
    id          INTEGER PRIMARY KEY,
    uuid        TEXT    NOT NULL,
    member_id   INTEGER REFERENCES members(id) ON DELETE SET NULL,
    source      TEXT    NOT NULL,
    medium      TEXT    NOT NULL,
    campaign    TEXT    NOT NULL,
    params      TEXT    NOT NULL,
    create_time TEXT    NOT NULL
  );

  CREATE TABLE auth_codes (
    id          INTEGER PRIMARY KEY,
    target      TEXT    NOT NULL COLLATE NOCASE, -- email address or "+prefix phone"
    purpose     TEXT    NOT NULL,
    code_hash   TEXT    NOT NULL,
    expires_at  TEXT    NOT NULL,
    used        INTEGER NOT NULL DEFAULT 0,
    create_time TEXT    NOT NULL
  );
  CREATE INDEX auth_codes_target ON auth_codes(target, purpose, create_time);
  CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    channel     TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
    recipient   TEXT NOT NULL,
    subject     TEXT NOT NULL,
    body        TEXT NOT NULL,
    create_time TEXT NOT NULL
  );
  CREATE TABLE oauth_codes (
    code_hash  TEXT PRIMARY KEY,
    email      TEXT NOT NULL,
    nickname   TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used       INTEGER NOT NULL DEFAULT 0
  );
  `,
  // 3: sandboxes: hosted payment sessions, identity-widget tokens, uploaded files.
  `
  CREATE TABLE payment_sessions (
    id            TEXT    PRIMARY KEY, -- random, appears in the hosted page URL
    order_id      INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    method        TEXT    NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('open', 'pending', 'succeeded', 'failed', 'cancelled')),
    return_origin TEXT    NOT NULL,
    create_time   TEXT    NOT NULL,
    update_time   TEXT    NOT NULL
  );
  CREATE INDEX payment_sessions_order ON payment_sessions(order_id);

  CREATE TABLE widget_tokens (
    token_hash TEXT    PRIMARY KEY,
    order_id   INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    expires_at TEXT    NOT NULL
  );

  CREATE TABLE uploads (
    key          TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    bytes        BLOB NOT NULL,
    create_time  TEXT NOT NULL
  );
  `,
  // 4: sell-online offers (POST /public/sell).
  SELL_OFFERS_MIGRATION,
  // 5: payment callbacks, upload tickets, identity checks, outbox delivery, identity sandbox reviews.
  PROVIDER_TABLES_MIGRATION,
  // 6: the Idempotency-Key each order was created with.
  ORDER_IDEMPOTENCY_MIGRATION,
  // 7: the publisher's delivery queue; unpaid orders and pending payments found by their time.
  DELIVERY_QUEUE_MIGRATION,
  // 8: each pack's Traditional Chinese name.
  PACK_NAMES_MIGRATION,
  // 9: the promotions' own artwork instead of product squares.
  PROMO_ART_MIGRATION,
  // 10: the coupon a home popup offers.
  POPUP_COUPON_MIGRATION,
  // 11: rate-limit events, shared by every store-api process on the database.
  RATE_EVENTS_MIGRATION,
  // 12: a message's claim by the process sending it.
  OUTBOX_CLAIM_MIGRATION,
];

export function schemaVersion(db: SqliteConnection): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Brings a file this history made (at version `from`, 1 or more) to its last version, the baseline the
 * schema migrations continue from (migrate/migrateSchema.ts). Runs inside the caller's transaction.
 */
export function upgradeLegacyFile(db: SqliteConnection, from: number): void {
  for (const sql of migrations.slice(from)) db.exec(sql);
}
