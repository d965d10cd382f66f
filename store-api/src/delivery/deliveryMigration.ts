// Schema step for the publisher's delivery queue: one row per paid order the publisher has not answered
// yet, with the time it answers (derived again from the order after a restart, so nothing lives only in
// a timer); and the indexes that find unpaid orders whose pay window has closed and payments left
// pending. Appended to db/migrations.ts's list.
export const DELIVERY_QUEUE_MIGRATION = `
  CREATE TABLE deliveries (
    order_id     INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
    request_time TEXT    NOT NULL,
    due_time     TEXT, -- when the publisher answers; NULL while the order waits for the shopper
    checks_asked INTEGER NOT NULL DEFAULT 0 -- the publisher asked for identity checks once already
  );
  CREATE INDEX deliveries_due ON deliveries(due_time);
  CREATE INDEX orders_unpaid_expiry ON orders(pay_expire_time) WHERE status = 0;
  CREATE INDEX member_coupons_order ON member_coupons(order_id) WHERE order_id IS NOT NULL;
  CREATE INDEX payment_sessions_pending ON payment_sessions(update_time) WHERE status = 'pending';
`;
