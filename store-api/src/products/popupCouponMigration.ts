// Schema step giving a home popup the coupon it offers: the page names the coupon's value in the
// shopper's currency, so the seeded title no longer quotes dollars. Appended to db/migrations.ts's list;
// a fresh database is seeded with the same title and coupon (db/seed/siteData.ts).
export const POPUP_COUPON_MIGRATION = `
  ALTER TABLE popups ADD COLUMN coupon_id INTEGER;
  UPDATE popups SET title = 'Weekend sale', title_zh = '週末特賣', coupon_id = 2
    WHERE title = 'Weekend sale: extra $2 off orders over $10';
`;
