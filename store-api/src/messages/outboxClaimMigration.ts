// 12: a message's claim, so two store-api processes never send the same message at once
// (messages/outboxDelivery.ts).
export const OUTBOX_CLAIM_MIGRATION = `
  ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
`;
