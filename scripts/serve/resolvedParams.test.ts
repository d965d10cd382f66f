import { chosenMenuId, resolvedParams, snInIndex } from './resolvedParams';
import type { StoreApiData } from './storeApiCache';

const INDEX = {
  sections: [
    { key: 'hot', products: [{ linkName: 'genshin', sn: 'gi-hot' }] },
    {
      key: 'all',
      products: [
        { linkName: 'genshin', sn: 'gi-all' },
        { linkName: 'mobile-legends', sn: 'ml1' },
      ],
    },
  ],
};

const NO_QUERY = new URLSearchParams();
const MENU = [
  { id: 4, label: 'Games' },
  { id: 7, label: 'Live' },
];

describe('snInIndex', () => {
  it("finds the link name's sn in the first section that holds it, as the top-up page does", () => {
    expect(snInIndex(INDEX, 'genshin')).toBe('gi-hot');
    expect(snInIndex(INDEX, 'mobile-legends')).toBe('ml1');
  });

  it('finds nothing for an unknown link name or an index of another shape', () => {
    expect(snInIndex(INDEX, 'nope')).toBeNull();
    expect(snInIndex({ sections: 'broken' }, 'genshin')).toBeNull();
    expect(snInIndex({ sections: [{ products: [{ linkName: 'genshin', sn: 7 }] }] }, 'genshin')).toBeNull();
    expect(snInIndex(null, 'genshin')).toBeNull();
  });
});

describe('chosenMenuId', () => {
  it('is the category the query names when the menu has it, else the first, as ClassifyPage chooses', () => {
    expect(chosenMenuId(MENU, '7')).toBe('7');
    expect(chosenMenuId(MENU, null)).toBe('4');
    expect(chosenMenuId(MENU, '99')).toBe('4');
    expect(chosenMenuId(MENU, 'x')).toBe('4');
  });

  it('is none for an empty menu or an answer of another shape', () => {
    expect(chosenMenuId([], '7')).toBeNull();
    expect(chosenMenuId({ list: MENU }, '7')).toBeNull();
    expect(chosenMenuId([{ id: '4' }], null)).toBeNull();
  });
});

describe('resolvedParams', () => {
  const storeApi = () => jest.fn<ReturnType<StoreApiData>, Parameters<StoreApiData>>(async () => INDEX);

  it("adds the top-up page's sn, from the index in the address's language", async () => {
    const data = storeApi();
    await expect(resolvedParams(data)('/zh-TW/top-up/mobile-legends', NO_QUERY)).resolves.toEqual({
      sn: 'ml1',
    });
    expect(data).toHaveBeenCalledWith('/hpms/product/index/v2', 'zh-TW', { 'H-index-version': 'v2' });
  });

  it('adds nothing for an unknown product or when the index has not come', async () => {
    await expect(resolvedParams(storeApi())('/top-up/nope', NO_QUERY)).resolves.toEqual({});
    await expect(resolvedParams(async () => null)('/top-up/mobile-legends', NO_QUERY)).resolves.toEqual({});
  });

  it("adds the categories page's chosen category, from the menu in the address's language", async () => {
    const data = jest.fn<ReturnType<StoreApiData>, Parameters<StoreApiData>>(async () => MENU);
    const params = resolvedParams(data);
    await expect(params('/zh-TW/classify', new URLSearchParams('id=7'))).resolves.toEqual({ menuId: '7' });
    await expect(params('/product/classify', NO_QUERY)).resolves.toEqual({ menuId: '4' });
    await expect(resolvedParams(async () => null)('/classify', NO_QUERY)).resolves.toEqual({});
    expect(data.mock.calls[0]).toEqual(['/hpms/product/index/v2/menu', 'zh-TW']);
  });

  it('asks store-api nothing for other pages', async () => {
    const data = storeApi();
    for (const pathname of ['/', '/top-up', '/blog/guides/how-to', '/user', '/no/such/page']) {
      await expect(resolvedParams(data)(pathname, new URLSearchParams('id=2'))).resolves.toEqual({});
    }
    expect(data).not.toHaveBeenCalled();
  });
});
