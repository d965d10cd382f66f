// Schema step for what the store keeps about its outside providers: the payment callbacks it applied
// (each event and signature once), the upload tickets it issued, the identity checks it started, the
// outbox's delivery state, and the identity sandbox's reviews. Appended to db/migrations.ts's list.
export const PROVIDER_TABLES_MIGRATION = `
  CREATE TABLE payment_callbacks (
    event_id     TEXT PRIMARY KEY,
    signature    TEXT NOT NULL UNIQUE,
    session_id   TEXT NOT NULL,
    outcome      TEXT NOT NULL,
    receive_time TEXT NOT NULL
  );
  CREATE INDEX payment_callbacks_session ON payment_callbacks(session_id);

  CREATE TABLE upload_tickets (
    key         TEXT    PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    purpose     TEXT    NOT NULL CHECK (purpose IN ('preview', 'comment')),
    ticket_hash TEXT    NOT NULL,
    expires_at  TEXT    NOT NULL,
    used_at     TEXT,
    create_time TEXT    NOT NULL
  );
  CREATE INDEX upload_tickets_order ON upload_tickets(order_id, member_id, purpose);

  CREATE TABLE identity_checks (
    order_id     INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
    applicant_id TEXT    NOT NULL,
    start_time   TEXT    NOT NULL
  );

  ALTER TABLE widget_tokens ADD COLUMN applicant_id TEXT NOT NULL DEFAULT '';
  CREATE TABLE sandbox_identity_reviews (
    applicant_id  TEXT PRIMARY KEY,
    review_status TEXT NOT NULL,
    review_answer TEXT CHECK (review_answer IN ('GREEN', 'RED')),
    reject_reason TEXT NOT NULL DEFAULT '',
    update_time   TEXT NOT NULL
  );

  ALTER TABLE outbox ADD COLUMN sent_at TEXT;
  ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE outbox ADD COLUMN last_error TEXT NOT NULL DEFAULT '';
  CREATE INDEX outbox_pending ON outbox(sent_at, id);
`;
