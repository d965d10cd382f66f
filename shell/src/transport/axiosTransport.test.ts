import axios from 'axios';
import { API_TIMEOUT_MS, TransportFailure } from '@topup/shared-lib';
import { answerAxios, type AxiosAnswer } from '../testing/answerAxios';
import { sendHttp } from './axiosTransport';

const REQUEST = {
  method: 'GET',
  baseURL: 'https://api.test/api',
  url: '/hums/vip/discount',
  headers: {},
} as const;

describe('the browser transport (axios)', () => {
  let answer: AxiosAnswer;
  let stub: ReturnType<typeof answerAxios>;
  beforeEach(() => {
    stub = answerAxios(() => answer);
  });
  afterEach(() => stub.restore());

  it('hands over every answer with its status, errors included: the client reads the envelope', async () => {
    answer = { status: 400, body: { code: 400, message: 'bad', data: null } };
    await expect(sendHttp(REQUEST)).resolves.toEqual(answer);
    expect(stub.sent[0]).toMatchObject({ baseURL: REQUEST.baseURL, url: REQUEST.url, method: 'get' });
  });

  it('a connection that never answers is a TransportFailure the client may retry', async () => {
    answer = 'refuse';
    await expect(sendHttp(REQUEST)).rejects.toEqual(new TransportFailure(false));
  });

  it(`gives up after ${API_TIMEOUT_MS} ms: a TransportFailure that timed out`, async () => {
    jest.useFakeTimers();
    try {
      answer = 'hang';
      const settled = expect(sendHttp(REQUEST)).rejects.toMatchObject({ timedOut: true });
      await jest.advanceTimersByTimeAsync(0); // axios reaches its adapter
      expect(stub.sent[0]?.timeout).toBe(API_TIMEOUT_MS);
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
      await settled;
    } finally {
      jest.useRealTimers();
    }
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
