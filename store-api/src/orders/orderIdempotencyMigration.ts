// Schema step for idempotent order creation: an order remembers the Idempotency-Key it was created with
// (unique per member) and a fingerprint of the request, so a repeat returns it and a reuse for another
// order is refused. Appended to db/migrations.ts's list.
export const ORDER_IDEMPOTENCY_MIGRATION = `
  ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
  ALTER TABLE orders ADD COLUMN request_fingerprint TEXT;
  CREATE UNIQUE INDEX orders_idempotency ON orders(member_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
`;
