import { STORAGE_KEYS, isString, readStored, writeStored } from './storage';
import { UTM_TRACKER_PATH, httpUtmTransport, trackUtm, utmPayload, type UtmTransport } from './utmTracker';

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
});
