import { resolvedParams, snInIndex } from './resolvedParams';
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

describe('resolvedParams', () => {
  const storeApi = () => jest.fn<ReturnType<StoreApiData>, Parameters<StoreApiData>>(async () => INDEX);

  it("adds the top-up page's sn, from the index in the address's language", async () => {
    const data = storeApi();
    await expect(resolvedParams(data)('/zh-TW/top-up/mobile-legends')).resolves.toEqual({ sn: 'ml1' });
    expect(data).toHaveBeenCalledWith('/hpms/product/index/v2', 'zh-TW', { 'H-index-version': 'v2' });
  });

  it('adds nothing for an unknown product or when the index has not come', async () => {
    await expect(resolvedParams(storeApi())('/top-up/nope')).resolves.toEqual({});
    await expect(resolvedParams(async () => null)('/top-up/mobile-legends')).resolves.toEqual({});
  });

  it('asks store-api nothing for other pages', async () => {
    const data = storeApi();
    for (const pathname of ['/', '/top-up', '/blog/guides/how-to', '/user', '/no/such/page']) {
      await expect(resolvedParams(data)(pathname)).resolves.toEqual({});
    }
    expect(data).not.toHaveBeenCalled();
  });
});
