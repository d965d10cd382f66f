import axios from 'axios';
import { setRuntimeConfig } from '../platform/runtimeConfig';
import {
  API_TIMEOUT_MS,
  READ_RETRIES,
  READ_RETRY_DELAY_MS,
  apiRequest,
  configureApiClient,
  fillPath,
  type ApiClientHooks,
} from './client';
import { ApiError } from './envelope';
import { NOT_SUPPORTED_PHRASE_HANS, NOT_SUPPORTED_PHRASE_HANT } from './errorCatalogue';
import { fail, installFakeAdapter, ok, type Answer, type SentRequest } from './fakeAdapter';
import { orders } from './orders';
import { answerFromPage, providePageAnswers } from './pageAnswers';
import { products } from './products';
import { publicReads } from './publicReads';

/** jsdom has no Response: a stand-in with what the client reads of an early answer. */
const earlyResponse = (body: unknown, status = 200) =>
  ({
    status,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  }) as unknown as Response;

describe('fillPath', () => {
  it('fills :name and {name} and leaves the rest as params', () => {
    expect(fillPath('/homs/order/sn/:sn', { sn: 'A 1', x: 1 })).toEqual({
      url: '/homs/order/sn/A%201',
      rest: { x: 1 },
    });
    expect(fillPath('/hpms/product/{id}', { id: 7 })).toEqual({ url: '/hpms/product/7', rest: {} });
  });

  it('throws when a path parameter is missing', () => {
    expect(() => fillPath('/homs/order/:id/urge', {})).toThrow('not provided in params');
    expect(() => fillPath('/homs/order/{id}/urge', { id: '' })).toThrow('not provided in params');
  });
});

describe('apiRequest', () => {
  let hooks: { [K in keyof ApiClientHooks]: jest.Mock };
  let fake: ReturnType<typeof installFakeAdapter>;
  const answerWith = (answer: (request: SentRequest) => Answer) => {
    fake.restore();
    fake = installFakeAdapter(answer);
  };

  beforeEach(() => {
    setRuntimeConfig({ apiBase: 'https://api.test', apiPrefix: '/api', mediaBase: '', remotes: {} });
    hooks = {
      authorization: jest.fn(() => 'Bearer tok'),
      language: jest.fn(() => 'zh-TW'),
      currency: jest.fn(() => 'TWD'),
      country: jest.fn(() => 'TW'),
      networkMessage: jest.fn(() => 'translated network error'),
      onUnauthorized: jest.fn(),
      onNotSupported: jest.fn(),
      onError: jest.fn(),
      earlyAnswer: jest.fn(() => undefined),
    };
    configureApiClient(hooks);
    fake = installFakeAdapter();
  });
  afterEach(() => fake.restore());

  it('sends every spec 7 header to base URL + prefix', async () => {
    await apiRequest({ path: '/hums/vip/discount' });
    const request = fake.last();
    expect(request.baseURL).toBe('https://api.test/api');
    expect(request.url).toBe('/hums/vip/discount');
    expect(request.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'H-offset': String(new Date().getTimezoneOffset()),
      'H-currency': 'TWD',
      'Accept-Language': 'zh-TW',
      'd-selective-country': 'TW',
      Authorization: 'Bearer tok',
    });
    expect(Number(request.headers['H-time'])).toBeGreaterThan(0);
  });

  it('falls back to d-selective-country US and sends no Authorization when logged out', async () => {
    hooks.country.mockReturnValue('');
    hooks.authorization.mockReturnValue(null);
    await apiRequest({ path: '/x' });
    expect(fake.last().headers['d-selective-country']).toBe('US');
    expect(fake.last().headers).not.toHaveProperty('Authorization');
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)('%s sends the payload as body', async (method) => {
    await apiRequest({ method, path: '/homs/order/{id}/delivery', params: { id: 3, fields: ['a:b'] } });
    expect(fake.last()).toMatchObject({ method, url: '/homs/order/3/delivery', data: { fields: ['a:b'] } });
  });

  it.each(['GET', 'DELETE'] as const)('%s sends the payload as query', async (method) => {
    await apiRequest({ method, path: '/homs/order', params: { status: 0, pageSize: 5 } });
    expect(fake.last()).toMatchObject({ method, params: { status: 0, pageSize: 5 } });
    expect(fake.last().data).toBeUndefined();
  });

  it('returns data of a code 200 envelope', async () => {
    answerWith(() => ({ body: ok({ total: 4 }) }));
    await expect(apiRequest({ path: '/homs/order' })).resolves.toEqual({ total: 4 });
  });

  it('rejects a missing path parameter before sending anything', async () => {
    await expect(apiRequest({ path: '/homs/order/:id/urge' })).rejects.toThrow('not provided in params');
    expect(fake.sent).toHaveLength(0);
  });

  it.each([NOT_SUPPORTED_PHRASE_HANS, NOT_SUPPORTED_PHRASE_HANT])(
    'a message with "%s" asks for the not-supported page, not a toast',
    async (phrase) => {
      answerWith(() => ({ status: 403, body: fail(403, `抱歉，${phrase}`) }));
      await expect(apiRequest({ path: '/hpms/product/1' })).rejects.toBeInstanceOf(ApiError);
      expect(hooks.onNotSupported).toHaveBeenCalledTimes(1);
      expect(hooks.onError).not.toHaveBeenCalled();
    },
  );

  it('a 401 on an ordinary call reports unauthorized', async () => {
    answerWith(() => ({ status: 401, body: fail(401, 'login') }));
    await expect(apiRequest({ path: '/homs/order' })).rejects.toMatchObject({ code: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each(['/hums/utm/tracker', '/hums/vip/discount', '/hums/coupon/member/available'])(
    'a 401 on exempt %s does not log out',
    async (path) => {
      answerWith(() => ({ status: 401, body: fail(401, 'login') }));
      await expect(apiRequest({ path })).rejects.toMatchObject({ code: 401 });
      expect(hooks.onUnauthorized).not.toHaveBeenCalled();
      expect(hooks.onError).not.toHaveBeenCalled();
    },
  );

  it('any other code reports an error with the server message unless toasts are off', async () => {
    answerWith(() => ({ status: 400, body: fail(400, 'Coupon used up') }));
    await expect(apiRequest({ path: '/hums/coupon/1/capture', method: 'POST' })).rejects.toMatchObject({
      code: 400,
      message: 'Coupon used up',
    });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
    await expect(apiRequest({ path: '/x', toast: false })).rejects.toMatchObject({ code: 400 });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('keeps the data of a failed envelope for callers that read it', async () => {
    answerWith(() => ({ status: 401, body: fail(401, '', 'uuid-1') }));
    await expect(apiRequest({ path: '/hums/utm/tracker' })).rejects.toMatchObject({ data: 'uuid-1' });
  });

  it(`times out after ${API_TIMEOUT_MS} ms with the translated network error`, async () => {
    jest.useFakeTimers();
    try {
      answerWith(() => 'hang');
      const pending = apiRequest({ path: '/homs/order' });
      const settled = expect(pending).rejects.toMatchObject({ code: 0, message: 'translated network error' });
      await jest.advanceTimersByTimeAsync(0); // the transport's import resolves
      expect(fake.last().timeout).toBe(API_TIMEOUT_MS);
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
      await settled;
      expect(hooks.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 0 }), expect.anything());
    } finally {
      jest.useRealTimers();
    }
  });

  describe('idempotent reads', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const waitRetries = () => jest.advanceTimersByTimeAsync(READ_RETRY_DELAY_MS * (READ_RETRIES + 1) * 2);

    it('are tried again after a dropped connection and a gateway answer, then succeed', async () => {
      const answers: Answer[] = ['refuse', { status: 503, body: '<html>busy</html>' }, { body: ok('fine') }];
      answerWith(() => answers.shift() ?? { body: ok('late') });
      const pending = apiRequest({ path: '/hpms/product/index/v2' });
      await waitRetries();
      await expect(pending).resolves.toBe('fine');
      expect(fake.sent).toHaveLength(3);
      expect(hooks.onError).not.toHaveBeenCalled();
    });

    it(`give up after ${READ_RETRIES} retries with the network message`, async () => {
      answerWith(() => 'refuse');
      const pending = apiRequest({ path: '/hpms/product/index/v2' });
      const settled = expect(pending).rejects.toMatchObject({ code: 0, message: 'translated network error' });
      await waitRetries();
      await settled;
      expect(fake.sent).toHaveLength(READ_RETRIES + 1);
    });

    it('never repeat a write, nor a read the server refused', async () => {
      answerWith(() => 'refuse');
      const write = expect(
        apiRequest({ method: 'POST', path: '/homs/order/v2', body: {} }),
      ).rejects.toMatchObject({
        code: 0,
      });
      await waitRetries();
      await write;
      expect(fake.sent).toHaveLength(1);

      answerWith(() => ({ status: 400, body: fail(400, 'bad') }));
      const read = expect(apiRequest({ path: '/hpms/product/x' })).rejects.toMatchObject({ code: 400 });
      await waitRetries();
      await read;
      expect(fake.sent).toHaveLength(1);
    });
  });

  describe('early answers of public reads (started by the shell before the client loaded)', () => {
    const KEY = 'zh-TW TW /hpms/product/recommend/config?prefix=blog';
    // Taken once, as the shell's registry gives them.
    const earlyFor = (answer: Promise<Response>, at = KEY) =>
      hooks.earlyAnswer.mockImplementationOnce((key: string) => (key === at ? answer : undefined));
    /** A successful early answer of `body` under the key `at`. */
    const earlyOk = (at: string, body: unknown) => earlyFor(Promise.resolve(earlyResponse(ok(body))), at);

    it('answer a read of the same address, language and country instead of a request', async () => {
      earlyFor(Promise.resolve(earlyResponse(ok({ enabled: true }))));
      await expect(apiRequest(publicReads.recommendConfig({ prefix: 'blog' }))).resolves.toEqual({
        enabled: true,
      });
      expect(hooks.earlyAnswer).toHaveBeenCalledWith(KEY);
      expect(fake.sent).toHaveLength(0);
    });

    it('are asked for by the key of the headers the client sends (US when no country is chosen)', async () => {
      hooks.country.mockReturnValue('');
      hooks.language.mockReturnValue('en');
      await apiRequest(publicReads.article('a b'));
      expect(hooks.earlyAnswer).toHaveBeenCalledWith('en US /public/blog/article/a%20b');
      expect(fake.sent).toHaveLength(1);
    });

    it('mean what a sent answer means: an error envelope toasts, the not-supported phrase redirects', async () => {
      earlyFor(Promise.resolve(earlyResponse(fail(500, 'broken'), 500)));
      await expect(apiRequest(publicReads.recommendConfig({ prefix: 'blog' }))).rejects.toMatchObject({
        code: 500,
        message: 'broken',
      });
      expect(hooks.onError).toHaveBeenCalledTimes(1);
      earlyFor(Promise.resolve(earlyResponse(fail(403, NOT_SUPPORTED_PHRASE_HANT))));
      await expect(apiRequest(publicReads.recommendConfig({ prefix: 'blog' }))).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(hooks.onNotSupported).toHaveBeenCalledTimes(1);
      expect(fake.sent).toHaveLength(0);
    });

    it('count as a failed first try when the connection failed: the client asks again', async () => {
      jest.useFakeTimers();
      try {
        earlyFor(Promise.reject(new TypeError('Failed to fetch')));
        answerWith(() => ({ body: ok('second try') }));
        const pending = apiRequest(publicReads.recommendConfig({ prefix: 'blog' }));
        await jest.advanceTimersByTimeAsync(READ_RETRY_DELAY_MS * 2);
        await expect(pending).resolves.toBe('second try');
        expect(fake.sent).toHaveLength(1);
      } finally {
        jest.useRealTimers();
      }
    });

    it('end in the network message without a retry when they timed out, as a sent read does', async () => {
      const timeout = Object.assign(new Error('signal timed out'), { name: 'TimeoutError' });
      earlyFor(Promise.reject(timeout));
      await expect(apiRequest(publicReads.recommendConfig({ prefix: 'blog' }))).rejects.toMatchObject({
        code: 0,
        message: 'translated network error',
      });
      expect(fake.sent).toHaveLength(0);
    });

    it("of a personal read serve a guest's call, by a key naming the currency it is priced in", async () => {
      hooks.authorization.mockReturnValue(null);
      const guestKey = 'zh-TW TW guest TWD /hpms/product/v4/sn-1';
      earlyOk(guestKey, { name: 'early' });
      await expect(apiRequest(publicReads.productDetail('sn-1'))).resolves.toEqual({ name: 'early' });
      expect(fake.sent).toHaveLength(0);

      // Another currency is another answer: the client asks.
      hooks.currency.mockReturnValue('USD');
      await apiRequest(publicReads.productDetail('sn-1'));
      expect(hooks.earlyAnswer).toHaveBeenLastCalledWith('zh-TW TW guest USD /hpms/product/v4/sn-1');
      expect(fake.sent).toHaveLength(1);
    });

    it("of a personal read serve only the same member's call, by a key naming the token and currency", async () => {
      const memberKey = 'zh-TW TW member Bearer tok TWD /hpms/product/v4/sn-1';
      earlyOk(memberKey, { name: 'mine' });
      await expect(apiRequest(publicReads.productDetail('sn-1'))).resolves.toEqual({ name: 'mine' });
      expect(fake.sent).toHaveLength(0);

      // Another session is another answer: the client asks, with its own token.
      hooks.authorization.mockReturnValue('Bearer other');
      await apiRequest(publicReads.productDetail('sn-1'));
      expect(hooks.earlyAnswer).toHaveBeenLastCalledWith(
        'zh-TW TW member Bearer other TWD /hpms/product/v4/sn-1',
      );
      expect(fake.last().headers).toMatchObject({ Authorization: 'Bearer other' });
    });

    it("of a member's orders are taken whatever the freshness timestamp `t` says", async () => {
      const memberKey = 'zh-TW TW member Bearer tok TWD /homs/order?pageNum=1&pageSize=5';
      earlyOk(memberKey, { list: [], total: 0 });
      await expect(orders.list({ pageNum: 1, pageSize: 5 })).resolves.toEqual({ list: [], total: 0 });
      expect(fake.sent).toHaveLength(0);
      // Asked for afresh, it is sent with its own timestamp.
      await orders.list({ pageNum: 1, pageSize: 5 });
      expect(fake.last().params).toMatchObject({ t: expect.stringMatching(/^\d+$/), pageNum: '1' });
    });

    it('are never asked for by writes, other bases, raw answers or queries that are not plain values', async () => {
      await apiRequest({ method: 'POST', path: '/hpms/product/recommend/config', body: {} });
      await apiRequest({ path: 'x.json', base: 'page', envelope: false });
      await apiRequest({ path: '/hpms/product/recommend/config', envelope: false });
      await apiRequest({ path: '/hpms/product/recommend/config', params: { ids: [1, 2] } });
      expect(hooks.earlyAnswer).not.toHaveBeenCalled();
      expect(fake.sent).toHaveLength(4);
    });
  });

  describe('reads the page holds (server rendering, pageAnswers.ts)', () => {
    afterEach(() => providePageAnswers(null));

    it('are answered at once, settled, while answering from the page, and sent otherwise', async () => {
      providePageAnswers({ '/hpms/product/index/banner': [{ id: 1 }] });
      const held = answerFromPage(() => products.banners());
      expect(held).toMatchObject({ status: 'fulfilled', value: [{ id: 1 }] });
      expect(fake.sent).toHaveLength(0);
      // Outside a first render (any later read), the same call goes to the server.
      await products.banners();
      expect(fake.sent).toHaveLength(1);
    });

    it('a personal read is answered with what the server rendered, whoever asks now', () => {
      providePageAnswers({ '/hpms/product/v4/sn-1': { id: 'sn-1' } });
      expect(answerFromPage(() => products.byIdV4('sn-1'))).toMatchObject({ status: 'fulfilled' });
      expect(hooks.earlyAnswer).not.toHaveBeenCalled();
    });

    it('a read the page does not hold, a write or another base goes out as usual', async () => {
      providePageAnswers({ '/hpms/product/recommend/config': { enabled: true } });
      await answerFromPage(() =>
        Promise.all([
          apiRequest({ path: '/hpms/product/index/popups' }),
          apiRequest({ method: 'POST', path: '/hpms/product/recommend/config', body: {} }),
          apiRequest({ path: '/hpms/product/recommend/config', envelope: false }),
          apiRequest({ path: '/homs/order/:id/urge' }).catch(() => 'missing parameter'),
        ]),
      );
      expect(fake.sent).toHaveLength(3);
    });
  });

  it('sends a text body with its own content type and a raw answer when asked', async () => {
    answerWith(() => ({ body: { id: 'b1' } }));
    await expect(
      apiRequest({ method: 'POST', path: '/c', body: 'code-1', contentType: 'text/plain', envelope: false }),
    ).resolves.toEqual({ id: 'b1' });
    expect(fake.last()).toMatchObject({ data: 'code-1' });
    expect(fake.last().headers['Content-Type']).toBe('text/plain');
  });

  it('resolves page-relative and API-origin bases', async () => {
    await apiRequest({ path: 'builds/meta/x.json', base: 'page', envelope: false });
    expect(fake.last().baseURL).toBe('/');
    await apiRequest({ path: '/logs', base: 'apiOrigin', envelope: false });
    expect(fake.last().baseURL).toBe('https://api.test');
  });
});

describe('the HTTP adapter in browsers', () => {
  it('is XHR: axios tries it before fetch, whose adapter browser builds leave out', () => {
    // scripts/webpack/axios-fetch-adapter-stub.mjs relies on this order; an axios that put fetch
    // first would send every call through the stand-in.
    const order = axios.defaults.adapter;
    expect(Array.isArray(order)).toBe(true);
    const names = order as string[];
    expect(names).toContain('xhr');
    expect(names.indexOf('xhr')).toBeLessThan(names.indexOf('fetch'));
  });
});
