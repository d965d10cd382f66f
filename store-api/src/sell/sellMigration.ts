// Schema step for sell-online offers (POST /public/sell). Kept beside the route that owns the table and
// appended to db/migrations.ts's list, which stays the one ordered history of the file.
export const SELL_OFFERS_MIGRATION = `
  CREATE TABLE sell_offers (
    id                 INTEGER PRIMARY KEY,
    game               TEXT    NOT NULL,
    item               TEXT    NOT NULL,
    amount             INTEGER NOT NULL CHECK (amount > 0),
    asking_price_cents INTEGER NOT NULL CHECK (asking_price_cents > 0), -- USD cents, like every price
    email              TEXT    NOT NULL,
    country            TEXT    NOT NULL, -- ISO alpha-2
    phone_prefix       TEXT    NOT NULL DEFAULT '',
    phone              TEXT    NOT NULL DEFAULT '',
    create_time        TEXT    NOT NULL
  );
  CREATE INDEX sell_offers_create ON sell_offers(create_time DESC);
`;
