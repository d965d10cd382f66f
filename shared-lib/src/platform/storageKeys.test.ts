import {
  SESSION_KEYS,
  STORAGE_EXPIRY_SECONDS,
  STORAGE_KEYS,
  isArrayOf,
  isBoolean,
  isFiniteNumber,
  isRecord,
  isString,
  readSession,
  readStored,
  writeSession,
  writeStored,
} from './storage';

describe('the storage keys the store writes', () => {
  it('keeps the existing key names', () => {
    expect(STORAGE_KEYS).toMatchObject({
      user: 'user',
      userToken: 'user-token',
      legacyToken: 'token',
      loginPath: 'login-path',
      redirectPath: 'redirect-path',
      currencyCode: 'currency-code',
      cookieStatus: 'cookie-status',
    });
  });

  it('has one distinct key for each spec entry', () => {
    const names = [
      'appDictionary',
      'user',
      'userToken',
      'bindEmailOpen',
      'loginPath',
      'googleLoginCode',
      'phoneRegisterSuccess',
      'areaCode',
      'paymentWay',
      'currencyCode',
      'currencyRate',
      'currencyList',
      'cookieStatus',
      'phonePrefixLog',
      'orderAuthLog',
      'closeHomeAddToDesktop',
      'closeNewUserBanner',
      'redirectPath',
      'utmUuid',
    ] as const;
    for (const name of names) expect(typeof STORAGE_KEYS[name]).toBe('string');
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.values(STORAGE_KEYS).length);
    expect(STORAGE_KEYS.utmUuid).toBe('utm-uuid');
  });

  it('expires after a year by default', () => {
    jest.useFakeTimers({ now: 0 });
    try {
      expect(STORAGE_EXPIRY_SECONDS).toBe(31_536_000);
      writeStored(STORAGE_KEYS.paymentWay, 'card');
      jest.setSystemTime(31_536_000 * 1000 - 1);
      expect(readStored(STORAGE_KEYS.paymentWay, isString)).toBe('card');
      jest.setSystemTime(31_536_000 * 1000 + 1);
      expect(readStored(STORAGE_KEYS.paymentWay, isString)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(Object.values(STORAGE_KEYS))('reads a corrupt or foreign value of %s as absent', (key) => {
    for (const raw of ['{', 'null', '[1,2]', '{"expires":"x","value":1}', 'undefined', '']) {
      localStorage.setItem(key, raw);
      expect(() => readStored(key, isRecord)).not.toThrow();
      expect(readStored(key, isRecord)).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(readStored(STORAGE_KEYS.user, isRecord)).toBeNull();
      expect(readSession(SESSION_KEYS.sessionId)).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('has value guards for the stored shapes', () => {
    expect(isBoolean(false)).toBe(true);
    expect(isBoolean('false')).toBe(false);
    expect(isFiniteNumber(1.5)).toBe(true);
    expect(isFiniteNumber(Number.NaN)).toBe(false);
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isArrayOf(isString)(['a'])).toBe(true);
    expect(isArrayOf(isString)(['a', 1])).toBe(false);
  });

  it('keeps plain strings in session storage', () => {
    writeSession('k', 'v');
    expect(readSession('k')).toBe('v');
    expect(sessionStorage.getItem('k')).toBe('v');
  });
});
