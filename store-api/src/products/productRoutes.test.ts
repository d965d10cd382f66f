import type { SqlValue } from '../db/sql';
import { seedProducts } from '../db/seed/products';
import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import type { ProductIndex } from './productIndex';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

async function fetchIndex(headers: Record<string, string> = {}) {
  const response = await store.app.inject({ method: 'GET', url: '/hpms/product/index/v2', headers });
  expect(response.statusCode).toBe(200);
  const envelope = envelopeOf<ProductIndex>(response);
  expect(envelope.code).toBe(200);
  expect(envelope.message).toBe('success');
  return envelope.data;
}

const linkNames = (index: ProductIndex, key: string): string[] =>
  index.sections.find((section) => section.key === key)?.products.map((product) => product.linkName) ?? [];

describe('GET /hpms/product/index/v2', () => {
  it('lists the sections in order, each holding the right products', async () => {
    const index = await fetchIndex();
    expect(index.sections.map((section) => section.key)).toEqual(['hot', 'game', 'live', 'recommend', 'all']);
    expect(linkNames(index, 'all')).toEqual(seedProducts.map((product) => product.linkName));
    expect(linkNames(index, 'hot')).toEqual([
      'mobile-legends',
      'genshin-impact',
      'pubg-mobile',
      'free-fire',
      'poppo-live',
    ]);
    expect(linkNames(index, 'live')).toEqual(['poppo-live', 'douyin', 'bigo-live']);
    expect(linkNames(index, 'game')).not.toContain('douyin');
    expect(linkNames(index, 'game')).toContain('honkai-star-rail');
    expect(linkNames(index, 'recommend')).toEqual([
      'mobile-legends',
      'genshin-impact',
      'zenless-zone-zero',
      'honkai-star-rail',
      'douyin',
      'bigo-live',
    ]);
  });

  it('summarises a product with its cheapest denomination and picture', async () => {
    const index = await fetchIndex();
    const all = index.sections.find((section) => section.key === 'all')?.products ?? [];
    expect(all.find((product) => product.linkName === 'mobile-legends')).toEqual({
      id: 1,
      sn: 'P1001',
      linkName: 'mobile-legends',
      name: 'Mobile Legends',
      kind: 'game',
      pic: '/media/products/mobile-legends.svg',
      currency: 'USD',
      minPrice: 1.42,
      originalPrice: 1.59,
      hot: true,
      recommend: true,
      deliveryMinutes: 5,
    });
    // Cheapest Douyin pack has no list price: originalPrice is null, not a copy of the price.
    const douyin = all.find((product) => product.linkName === 'douyin');
    expect(douyin).toMatchObject({ kind: 'live', minPrice: 0.99, originalPrice: null, hot: false });
  });

  it('answers Chinese names when Accept-Language starts with zh, English otherwise', async () => {
    const zh = await fetchIndex({ 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' });
    const zhNames = zh.sections
      .find((section) => section.key === 'all')
      ?.products.map((product) => product.name);
    expect(zhNames).toEqual(
      expect.arrayContaining([
        '決勝巔峰',
        '原神',
        '絕區零',
        '絕地求生M',
        '崩壞：星穹鐵道',
        '我要活下去',
        '抖音',
      ]),
    );

    const fr = await fetchIndex({ 'accept-language': 'fr-FR' });
    const frNames = fr.sections
      .find((section) => section.key === 'all')
      ?.products.map((product) => product.name);
    expect(frNames?.slice(0, 2)).toEqual(['Mobile Legends', 'Genshin Impact']);
  });

  it('takes the cheapest denomination wherever it is listed, and hides products without any', async () => {
    const insertProduct = (...values: SqlValue[]) =>
      store.db.run(
        `INSERT INTO products (id, sn, link_name, name, name_zh, kind, hot, recommend, description, description_zh,
                               input_fields, sort_order)
         VALUES (?, ?, ?, ?, ?, 'live', 0, 0, '', '', '[]', 100)`,
        ...values,
      );
    await insertProduct(900, 'P9900', 'test-live', 'Test Live', '測試直播');
    await insertProduct(901, 'P9901', 'empty-shelf', 'Empty Shelf', '空架');
    const insertDenomination = (...values: SqlValue[]) =>
      store.db.run(
        'INSERT INTO denominations (product_id, name, price_cents, original_price_cents, sort_order) VALUES (900, ?, ?, ?, ?)',
        ...values,
      );
    await insertDenomination('Big pack', 500, null, 0);
    await insertDenomination('Tiny pack', 50, 60, 1);
    await insertDenomination('Mid pack', 200, 250, 2);

    const index = await fetchIndex();
    const all = index.sections.find((section) => section.key === 'all')?.products ?? [];
    expect(all.find((product) => product.id === 900)).toMatchObject({ minPrice: 0.5, originalPrice: 0.6 });
    expect(all.map((product) => product.id)).not.toContain(901);
    expect(linkNames(index, 'live')).toEqual(['poppo-live', 'douyin', 'bigo-live', 'test-live']);
  });
});
