// Schema step for the Traditional Chinese name of each pack (SKU), answered like product names when
// Accept-Language asks for Chinese. Appended to db/migrations.ts's list; db/seed/seedVersion8.ts fills it.
export const PACK_NAMES_MIGRATION = `
  ALTER TABLE denominations ADD COLUMN name_zh TEXT NOT NULL DEFAULT '';
`;
