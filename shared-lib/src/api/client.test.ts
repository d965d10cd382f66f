import {
  READ_RETRIES,
  READ_RETRY_DELAY_MS,
  createApiClient,
  fillPath,
  type ApiClientHooks,
  type ApiRequest,
  type RequestBase,
} from './client';
import { ApiError } from './envelope';
import { NOT_SUPPORTED_PHRASE_HANS, NOT_SUPPORTED_PHRASE_HANT } from './errorCatalogue';
import {
  fail,
  installFakeTransport,
  ok,
  testTransport,
  type Answer,
  type SentRequest,
} from '../testing/fakeTransport';

/** Where each base starts, as the hooks of a store set say. */
const BASES: Readonly<Record<RequestBase, string>> = {
  api: 'https://api.test/api',
  apiOrigin: 'https://api.test',
  page: '/',
};

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

describe('createApiClient', () => {
  let hooks: { [K in keyof ApiClientHooks]: jest.Mock };
  let apiRequest: ApiRequest;
  let fake: ReturnType<typeof installFakeTransport>;
  const answerWith = (answer: (request: SentRequest) => Answer) => {
    fake.restore();
    fake = installFakeTransport(answer);
  };

  beforeEach(() => {
    hooks = {
      authorization: jest.fn(() => 'Bearer tok'),
      language: jest.fn(() => 'zh-TW'),
      currency: jest.fn(() => 'TWD'),
      country: jest.fn(() => 'TW'),
      baseUrl: jest.fn((base: RequestBase) => BASES[base]),
      networkMessage: jest.fn(() => 'translated network error'),
      onUnauthorized: jest.fn(),
      onNotSupported: jest.fn(),
      onError: jest.fn(),
    };
    apiRequest = createApiClient(hooks, testTransport);
    fake = installFakeTransport();
  });
  afterEach(() => fake.restore());

  it('sends every store API header to base URL + prefix', async () => {
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

  it('a read that timed out ends at once with the translated network error, not tried again', async () => {
    answerWith(() => 'hang');
    await expect(apiRequest({ path: '/homs/order' })).rejects.toMatchObject({
      code: 0,
      message: 'translated network error',
    });
    expect(fake.sent).toHaveLength(1);
    expect(hooks.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 0 }), expect.anything());
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

    it("are tried again after a chunk of the host's transport failed to load (its own copy of TransportFailure)", async () => {
      // The shell's entry bundles transportFailure.ts apart from shared-lib: same shape, another class.
      class EntryTransportFailure extends Error {
        readonly timedOut = false;
        override name = 'TransportFailure';
      }
      let calls = 0;
      const host = createApiClient(hooks, async () => {
        calls += 1;
        if (calls === 1) throw new EntryTransportFailure('Network Error');
        return { status: 200, body: ok('fine') };
      });
      const pending = host({ path: '/hpms/product/index/v2' });
      await waitRetries();
      await expect(pending).resolves.toBe('fine');
      expect(calls).toBe(2);
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

  it('sends a text body with its own content type and a raw answer when asked', async () => {
    answerWith(() => ({ body: { id: 'b1' } }));
    await expect(
      apiRequest({ method: 'POST', path: '/c', body: 'code-1', contentType: 'text/plain', envelope: false }),
    ).resolves.toEqual({ id: 'b1' });
    expect(fake.last()).toMatchObject({ data: 'code-1' });
    expect(fake.last().headers['Content-Type']).toBe('text/plain');
  });

  it('travels by the transport it was made with, carrying its own hooks', async () => {
    const transport = jest.fn(async () => ({ status: 200, body: ok('direct') }));
    const other = createApiClient({ ...hooks, authorization: () => 'Bearer other' }, transport);
    await expect(other({ path: '/hums/vip/discount' })).resolves.toBe('direct');
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        baseURL: 'https://api.test/api',
        url: '/hums/vip/discount',
        headers: expect.objectContaining({ Authorization: 'Bearer other' }),
      }),
    );
    expect(fake.sent).toHaveLength(0);
  });

  it('resolves page-relative and API-origin bases', async () => {
    await apiRequest({ path: 'builds/meta/x.json', base: 'page', envelope: false });
    expect(fake.last().baseURL).toBe('/');
    await apiRequest({ path: '/logs', base: 'apiOrigin', envelope: false });
    expect(fake.last().baseURL).toBe('https://api.test');
  });
});
