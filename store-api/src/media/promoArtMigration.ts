// Schema step moving the promotions off the product squares they borrowed, to their own artwork
// (bannerArt.ts): a banner for one product's page draws that product's emblem, any other offer a gift.
// Appended to db/migrations.ts's list; a fresh database is seeded with the same paths (db/seed/siteData.ts).
export const PROMO_ART_MIGRATION = `
  UPDATE banners SET image = '/media/banners/' || substr(link, length('/top-up/') + 1) || '.svg'
    WHERE image LIKE '/media/products/%' AND link GLOB '/top-up/[a-z0-9]*' AND link NOT GLOB '*[?#]*';
  UPDATE banners SET image = '/media/banners/offer-' || id || '.svg' WHERE image LIKE '/media/products/%';
  UPDATE popups SET image = '/media/popups/offer-' || id || '.svg' WHERE image LIKE '/media/products/%';
`;
