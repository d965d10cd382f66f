import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import type { ProductSearchPage } from './productSearch';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const search = (query: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method: 'GET', url: `/hpms/product/search?${query}`, headers });

const found = async (keyword: string, headers: Record<string, string> = {}): Promise<string[]> => {
  const response = await search(`keyword=${encodeURIComponent(keyword)}&pageSize=50`, headers);
  expect(response.statusCode).toBe(200);
  return envelopeOf<ProductSearchPage>(response).data.list.map((product) => product.linkName);
};

describe('GET /hpms/product/search', () => {
  it('finds games and live products by part of their English name, whatever the case', async () => {
    expect(await found('legends')).toEqual(['mobile-legends']);
    expect(await found('LIVE')).toEqual(['poppo-live', 'bigo-live']);
    expect(await found('  zone   zero ')).toEqual(['zenless-zone-zero']);
    // Full-width letters, as a phone keyboard may type them.
    expect(await found('ＰＵＢＧ')).toEqual(['pubg-mobile']);
  });

  it('finds them by their Traditional Chinese name too, and answers in the request’s language', async () => {
    expect(await found('原神')).toEqual(['genshin-impact']);
    expect(await found('星穹')).toEqual(['honkai-star-rail']);
    const zh = envelopeOf<ProductSearchPage>(
      await search(`keyword=${encodeURIComponent('決勝')}`, { 'accept-language': 'zh-TW' }),
    ).data;
    expect(zh.list.map((product) => product.name)).toEqual(['決勝巔峰', '決勝時刻 Mobile']);
    const en = envelopeOf<ProductSearchPage>(await search(`keyword=${encodeURIComponent('決勝')}`)).data;
    expect(en.list.map((product) => product.name)).toEqual(['Mobile Legends', 'Call of Duty: Mobile']);
    expect(en.list[0]).toEqual(
      expect.objectContaining({
        sn: 'P1001',
        kind: 'game',
        pic: '/media/products/mobile-legends.svg',
        currency: 'USD',
      }),
    );
  });

  it('ranks the whole name first, then a name that starts with the keyword, a word, anywhere, a pack', async () => {
    // "mobile": Mobile Legends starts with it; Call of Duty: Mobile and PUBG Mobile have it as a word.
    expect(await found('mobile')).toEqual(['mobile-legends', 'pubg-mobile', 'call-of-duty-mobile']);
    // "diamond" is no product's name, only packs': Mobile Legends, Free Fire and Bigo Live sell diamonds.
    expect(await found('diamond')).toEqual(['mobile-legends', 'free-fire', 'bigo-live']);
    // "fire" is the start of a word of Free Fire's name; Genshin's and others' packs do not say it.
    expect(await found('fire')).toEqual(['free-fire']);
    // The whole name beats a name that only starts with it.
    expect(await found('douyin')).toEqual(['douyin']);
    // A pack's Chinese name.
    expect(await found('創世結晶')).toEqual(['genshin-impact']);
  });

  it('takes % and _ literally and finds nothing for an unknown word', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('minecraft')).toEqual([]);
    const empty = envelopeOf<ProductSearchPage>(await search('keyword=minecraft')).data;
    expect(empty).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it('pages the results with their total', async () => {
    const first = envelopeOf<ProductSearchPage>(await search('keyword=o&pageSize=2')).data;
    const second = envelopeOf<ProductSearchPage>(await search('keyword=o&pageSize=2&pageNum=2')).data;
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThan(4);
    expect(first.list).toHaveLength(2);
    expect(second.pageNum).toBe(2);
    expect(second.list.map((product) => product.id)).not.toEqual(first.list.map((product) => product.id));
    const all = await found('o');
    expect(all.slice(0, 4)).toEqual([...first.list, ...second.list].map((product) => product.linkName));
  });

  it.each([
    ['', 'keyword is required'],
    ['keyword=', 'keyword must not be empty'],
    ['keyword=%20%20', 'keyword must not be empty'],
    [`keyword=${'a'.repeat(65)}`, 'keyword must be at most 64 characters long'],
    ['keyword=mobile&pageSize=51', 'pageSize must be at most 50'],
    ['keyword=mobile&pageSize=0', 'pageSize must be at least 1'],
    ['keyword=mobile&pageNum=0', 'pageNum must be at least 1'],
    ['keyword=mobile&pageNum=100001', 'pageNum must be at most 100000'],
    ['keyword=mobile&pageNum=1e300', 'pageNum must be at most 100000'],
  ])('refuses ?%s with a clear 400', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe(message);
  });
});
