import {
  STORE_API_CACHE_ENTRIES,
  STORE_API_CACHE_MS,
  STORE_API_WAIT_MS,
  answerField,
  storeApiCache,
  storeApiInTime,
} from './storeApiCache';

const INDEX = '/hpms/product/index/v2';

describe('storeApiCache', () => {
  it('asks with the read’s language and headers, and keeps answers per address and language', async () => {
    const data = jest.fn(async (apiPath: string, language: string) => `${language} ${apiPath}`);
    const storeApi = storeApiCache(data);
    await expect(storeApi(INDEX, 'en', { 'H-index-version': 'v2' })).resolves.toBe(`en ${INDEX}`);
    await expect(storeApi(INDEX, 'zh-TW')).resolves.toBe(`zh-TW ${INDEX}`);
    await expect(storeApi(INDEX, 'en')).resolves.toBe(`en ${INDEX}`);
    expect(data.mock.calls).toEqual([
      [INDEX, 'en', { 'H-index-version': 'v2' }],
      [INDEX, 'zh-TW', undefined],
    ]);
  });

  it('answers null when store-api fails', async () => {
    const failing = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(storeApiCache(failing)(INDEX, 'en')).resolves.toBeNull();
  });

  it('does not hold a page longer than STORE_API_WAIT_MS for a slow answer; the next page has it', async () => {
    jest.useFakeTimers();
    try {
      let answer: (data: unknown) => void = () => undefined;
      const slow = jest.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
      const storeApi = storeApiCache(slow);
      const first = storeApi(INDEX, 'en');
      await jest.advanceTimersByTimeAsync(STORE_API_WAIT_MS);
      await expect(first).resolves.toBeNull();
      answer('the index');
      await expect(storeApi(INDEX, 'en')).resolves.toBe('the index');
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks once per STORE_API_CACHE_MS; a stale answer serves until the new one has come', async () => {
    let clock = 0;
    const answers = ['a', 'b'];
    const data = jest.fn(async () => answers.shift());
    const storeApi = storeApiCache(data, () => clock);
    expect(await storeApi(INDEX, 'en')).toBe('a');
    clock = STORE_API_CACHE_MS - 1;
    expect(await storeApi(INDEX, 'en')).toBe('a');
    expect(data).toHaveBeenCalledTimes(1);

    clock = STORE_API_CACHE_MS + 1;
    expect(await storeApi(INDEX, 'en')).toBe('a');
    expect(await storeApi(INDEX, 'en')).toBe('b');
    expect(data).toHaveBeenCalledTimes(2);
  });

  it('keeps at most STORE_API_CACHE_ENTRIES answers, dropping the oldest', async () => {
    const data = jest.fn(async (apiPath: string) => apiPath);
    const storeApi = storeApiCache(data);
    const article = (n: number) => `/public/blog/article/article-${n}`;
    await storeApi(article(0), 'en');
    for (let n = 1; n <= STORE_API_CACHE_ENTRIES; n += 1) await storeApi(article(n), 'en');
    expect(data).toHaveBeenCalledTimes(STORE_API_CACHE_ENTRIES + 1);
    await storeApi(article(STORE_API_CACHE_ENTRIES), 'en'); // still kept
    expect(data).toHaveBeenCalledTimes(STORE_API_CACHE_ENTRIES + 1);
    await storeApi(article(0), 'en'); // dropped: asked again
    expect(data).toHaveBeenCalledTimes(STORE_API_CACHE_ENTRIES + 2);
  });
});

describe("storeApiInTime (a member's reads)", () => {
  const ORDERS = '/homs/order?pageNum=1&pageSize=5';

  it('asks every time with the headers given, and keeps nothing', async () => {
    const data = jest.fn(
      async (_apiPath: string, _language: string, headers?: Record<string, string>) => headers,
    );
    const memberApi = storeApiInTime(data);
    await expect(memberApi(ORDERS, 'en', { authorization: 'Bearer a' })).resolves.toEqual({
      authorization: 'Bearer a',
    });
    await expect(memberApi(ORDERS, 'en', { authorization: 'Bearer b' })).resolves.toEqual({
      authorization: 'Bearer b',
    });
    expect(data).toHaveBeenCalledTimes(2);
  });

  it('answers null for a failure, and for an answer slower than STORE_API_WAIT_MS', async () => {
    await expect(
      storeApiInTime(async () => {
        throw new Error('connect ECONNREFUSED');
      })(ORDERS, 'en'),
    ).resolves.toBeNull();
    jest.useFakeTimers();
    try {
      const pending = storeApiInTime(() => new Promise<unknown>(() => undefined))(ORDERS, 'en');
      await jest.advanceTimersByTimeAsync(STORE_API_WAIT_MS);
      await expect(pending).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('answerField', () => {
  it('reads a field of an object, and nothing of anything else', () => {
    expect(answerField({ sn: 'a' }, 'sn')).toBe('a');
    expect(answerField(null, 'sn')).toBeUndefined();
    expect(answerField('text', 'length')).toBeUndefined();
  });
});
