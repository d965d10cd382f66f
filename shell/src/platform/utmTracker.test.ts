import { STORAGE_KEYS, isString, readStored, writeStored } from '@topup/shared-lib';
import {
  UTM_MAX_QUEUED,
  UTM_TRACKER_PATH,
  httpUtmTransport,
  queuedUtmVisits,
  trackUtm,
  utmPayload,
  type UtmTransport,
  utmApi,
} from './utmTracker';
import { fail, installFakeTransport, ok, testApi } from '@topup/shared-lib/testing';

describe('UTM tracker', () => {
  beforeEach(() => localStorage.clear());

  it('sends nothing without utm_source', async () => {
    const send = jest.fn<ReturnType<UtmTransport>, Parameters<UtmTransport>>();
    expect(await trackUtm('?utm_medium=x&a=1', send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends every query parameter plus the stored uuid', async () => {
    writeStored(STORAGE_KEYS.utmUuid, 'u-1');
    const send = jest.fn<ReturnType<UtmTransport>, Parameters<UtmTransport>>(async () => ({ code: 404 }));
    expect(await trackUtm('?utm_source=fb&utm_campaign=c&ref=9', send)).toBe(true);
    expect(send).toHaveBeenCalledWith(UTM_TRACKER_PATH, {
      utm_source: 'fb',
      utm_campaign: 'c',
      ref: '9',
      uuid: 'u-1',
    });
    expect(UTM_TRACKER_PATH).toBe('/hums/utm/tracker');
  });

  it('leaves the uuid out when none is stored', () => {
    expect(utmPayload('?utm_source=x')).toEqual({ utm_source: 'x' });
  });

  it('stores the data of a 401 answer as utm-uuid', async () => {
    await trackUtm('?utm_source=x', async () => ({ code: 401, data: 'new-uuid' }));
    expect(readStored(STORAGE_KEYS.utmUuid, isString)).toBe('new-uuid');
  });

  it('leaves the uuid on 404', async () => {
    writeStored(STORAGE_KEYS.utmUuid, 'keep');
    await trackUtm('?utm_source=x', async () => ({ code: 404, data: 'other' }));
    expect(readStored(STORAGE_KEYS.utmUuid, isString)).toBe('keep');
  });

  it.each([200, 500, 0])('clears the uuid on code %i', async (code) => {
    writeStored(STORAGE_KEYS.utmUuid, 'old');
    await trackUtm('?utm_source=x', async () => ({ code }));
    expect(readStored(STORAGE_KEYS.utmUuid, isString)).toBeNull();
  });

  it('swallows errors', async () => {
    writeStored(STORAGE_KEYS.utmUuid, 'keep');
    await expect(
      trackUtm('?utm_source=x', async () => {
        throw new Error('network');
      }),
    ).resolves.toBe(true);
    expect(readStored(STORAGE_KEYS.utmUuid, isString)).toBe('keep');
  });

  it('reads the envelope code even on an HTTP error status', async () => {
    const post = jest.fn(async () => ({ status: 401, body: { code: 401, message: '', data: 'z' } }));
    expect(await httpUtmTransport(post)(UTM_TRACKER_PATH, { utm_source: 'x' })).toEqual({
      code: 401,
      data: 'z',
    });
    const bare = jest.fn(async () => ({ status: 502, body: null }));
    expect(await httpUtmTransport(bare)(UTM_TRACKER_PATH, {})).toEqual({ code: 502, data: undefined });
  });

  describe('offline', () => {
    const setOnline = (online: boolean) =>
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    afterEach(() => setOnline(true));

    it('queues a visit made offline and sends it once the browser is back online', async () => {
      setOnline(false);
      const send = jest.fn<ReturnType<UtmTransport>, Parameters<UtmTransport>>(async () => ({
        code: 401,
        data: 'later',
      }));
      expect(await trackUtm('?utm_source=offline', send)).toBe(true);
      expect(send).not.toHaveBeenCalled();
      expect(queuedUtmVisits()).toBe(1);
      setOnline(true);
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
      expect(send).toHaveBeenCalledWith(UTM_TRACKER_PATH, { utm_source: 'offline' });
      expect(queuedUtmVisits()).toBe(0);
    });

    it('queues a visit whose call failed because the network went away', async () => {
      const send = jest
        .fn<ReturnType<UtmTransport>, Parameters<UtmTransport>>()
        .mockImplementationOnce(async () => {
          setOnline(false);
          throw new TypeError('Failed to fetch');
        })
        .mockImplementation(async () => ({ code: 404 }));
      await trackUtm('?utm_source=flaky', send);
      expect(queuedUtmVisits()).toBe(1);
      setOnline(true);
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
      expect(send).toHaveBeenCalledTimes(2);
    });

    it('keeps at most UTM_MAX_QUEUED visits', async () => {
      setOnline(false);
      const send = jest.fn<ReturnType<UtmTransport>, Parameters<UtmTransport>>(async () => ({ code: 404 }));
      for (let index = 0; index < UTM_MAX_QUEUED + 5; index += 1)
        await trackUtm(`?utm_source=s${index}`, send);
      expect(queuedUtmVisits()).toBe(UTM_MAX_QUEUED);
      setOnline(true);
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
      expect(send).toHaveBeenCalledTimes(UTM_MAX_QUEUED);
      expect(send).toHaveBeenLastCalledWith(UTM_TRACKER_PATH, { utm_source: `s${UTM_MAX_QUEUED + 4}` });
    });
  });
});

describe('the campaign call', () => {
  it('answers by code, failures included, and never toasts', async () => {
    const { api, onError } = testApi();
    let fake = installFakeTransport(() => ({ status: 401, body: fail(401, '', 'uuid-9') }));
    await expect(utmApi(api).track({ utm_source: 'a' })).resolves.toEqual({ code: 401, data: 'uuid-9' });
    expect(fake.last()).toMatchObject({ method: 'POST', url: UTM_TRACKER_PATH });
    fake.restore();
    fake = installFakeTransport(() => ({ body: ok('x') }));
    await expect(utmApi(api).track({})).resolves.toEqual({ code: 200, data: 'x' });
    fake.restore();
    expect(onError).not.toHaveBeenCalled();
  });
});
