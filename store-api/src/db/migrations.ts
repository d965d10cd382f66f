import type { Database } from './database';

/**
 * Schema history. Each entry moves the database from version `index` to `index + 1`; the version reached is
 * kept in `PRAGMA user_version`. Never edit a shipped entry: append a new one, so existing files upgrade.
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
];

export const latestSchemaVersion = migrations.length;

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Applies the migrations the file has not seen yet. Must run inside a transaction (see openDatabase) so a
 * failure leaves the file at its previous version. Returns the version the file was at before.
 */
export function migrate(db: Database): number {
  const from = schemaVersion(db);
  if (from > latestSchemaVersion) {
    throw new Error(
      `Database schema version ${from} is newer than this code knows (${latestSchemaVersion}). ` +
        'Update the code or run `npm run db:reset -w store-api`.',
    );
  }
  migrations.slice(from).forEach((sql, offset) => {
    db.exec(sql);
    db.pragma(`user_version = ${from + offset + 1}`);
  });
  return from;
}
