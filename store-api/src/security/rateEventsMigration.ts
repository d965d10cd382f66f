// 11: rate-limit events in the database, shared by every store-api process (security/databaseWindowEvents.ts).
export const RATE_EVENTS_MIGRATION = `
  CREATE TABLE rate_events (
    id      INTEGER PRIMARY KEY,
    counter TEXT    NOT NULL,
    key     TEXT    NOT NULL,
    at      INTEGER NOT NULL -- milliseconds since the epoch
  );
  CREATE INDEX rate_events_key ON rate_events(counter, key, at);
`;
