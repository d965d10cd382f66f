import path from 'node:path';
import { DEFAULT_BLOCKED_COUNTRIES } from '../sandbox/regionBlocker';
import { DEFAULT_CORS_ORIGINS } from '../security/responseHeaders';
import { LOCAL_SHELL_ORIGINS } from './origins';
import { readStoreApiConfig } from './env';
import { DEFAULT_SANDBOX_TIMINGS } from './sandboxTimings';
import { defaultDatabaseFile, packageRoot } from './packagePaths';

describe('readStoreApiConfig', () => {
  it('defaults to 127.0.0.1:3100 and data/store.db inside the store-api package', () => {
    expect(readStoreApiConfig({})).toEqual({
      port: 3100,
      host: '127.0.0.1',
      dbFile: defaultDatabaseFile,
      blockedCountries: [...DEFAULT_BLOCKED_COUNTRIES],
      corsOrigins: [...DEFAULT_CORS_ORIGINS],
      sandboxes: false,
      shopOrigins: [...LOCAL_SHELL_ORIGINS],
      providers: {},
      sandboxTimings: DEFAULT_SANDBOX_TIMINGS,
    });
    expect(path.basename(packageRoot)).toBe('store-api');
    expect(defaultDatabaseFile).toBe(path.join(packageRoot, 'data', 'store.db'));
  });

  it('reads STORE_API_PORT, STORE_API_HOST and STORE_DB', () => {
    expect(
      readStoreApiConfig({ STORE_API_PORT: '4100', STORE_API_HOST: '0.0.0.0', STORE_DB: '/tmp/x.db' }),
    ).toEqual({
      port: 4100,
      host: '0.0.0.0',
      dbFile: '/tmp/x.db',
      blockedCountries: [...DEFAULT_BLOCKED_COUNTRIES],
      corsOrigins: [...DEFAULT_CORS_ORIGINS],
      sandboxes: false,
      shopOrigins: [...LOCAL_SHELL_ORIGINS],
      providers: {},
      sandboxTimings: DEFAULT_SANDBOX_TIMINGS,
    });
  });

  it('reads STORE_BLOCKED_COUNTRIES, ignoring malformed codes; empty blocks none', () => {
    expect(readStoreApiConfig({ STORE_BLOCKED_COUNTRIES: 'xx, KP,bad,1' }).blockedCountries).toEqual([
      'XX',
      'KP',
    ]);
    expect(readStoreApiConfig({ STORE_BLOCKED_COUNTRIES: '' }).blockedCountries).toEqual([]);
  });

  it('reads STORE_API_CORS_ORIGINS, keeping only bare http(s) origins', () => {
    expect(
      readStoreApiConfig({
        STORE_API_CORS_ORIGINS: 'https://shop.example, http://localhost:3000/path, javascript:alert(1), *',
      }).corsOrigins,
    ).toEqual(['https://shop.example']);
    expect(readStoreApiConfig({ STORE_API_CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it('reads STORE_DELIVERY_SECONDS and STORE_PAYMENT_PENDING_SECONDS as whole seconds', () => {
    expect(
      readStoreApiConfig({ STORE_DELIVERY_SECONDS: '3', STORE_PAYMENT_PENDING_SECONDS: ' 0 ' })
        .sandboxTimings,
    ).toEqual({ deliverySeconds: 3, paymentPendingSeconds: 0 });
    expect(readStoreApiConfig({ STORE_DELIVERY_SECONDS: '' }).sandboxTimings).toEqual(
      DEFAULT_SANDBOX_TIMINGS,
    );
  });

  it.each(['abc', '1.5', '-1', '86401', '1e3'])('refuses STORE_DELIVERY_SECONDS=%s', (value) => {
    expect(() => readStoreApiConfig({ STORE_DELIVERY_SECONDS: value })).toThrow(
      /STORE_DELIVERY_SECONDS must be a whole number of seconds/,
    );
    expect(() => readStoreApiConfig({ STORE_PAYMENT_PENDING_SECONDS: value })).toThrow(
      /STORE_PAYMENT_PENDING_SECONDS must be a whole number of seconds/,
    );
  });

  it.each(['abc', '3100.5', '-1', '70000'])('refuses STORE_API_PORT=%s', (port) => {
    expect(() => readStoreApiConfig({ STORE_API_PORT: port })).toThrow(
      /STORE_API_PORT must be a whole number/,
    );
  });

  it('runs without sandboxes unless STORE_SANDBOXES=on, and refuses any other value', () => {
    expect(readStoreApiConfig({ STORE_SANDBOXES: 'on' }).sandboxes).toBe(true);
    expect(readStoreApiConfig({ STORE_SANDBOXES: 'off' }).sandboxes).toBe(false);
    expect(readStoreApiConfig({ STORE_SANDBOXES: '' }).sandboxes).toBe(false);
    expect(() => readStoreApiConfig({ STORE_SANDBOXES: 'yes' })).toThrow(
      'STORE_SANDBOXES must be "on" or "off", got "yes".',
    );
  });

  it('reads STORE_SHOP_ORIGINS, keeping only bare http(s) origins', () => {
    expect(
      readStoreApiConfig({ STORE_SHOP_ORIGINS: 'https://shop.example, https://shop.example/x, *' })
        .shopOrigins,
    ).toEqual(['https://shop.example']);
  });

  it('reads each provider as a whole, and refuses one configured by halves', () => {
    const secret = 'x'.repeat(32);
    expect(
      readStoreApiConfig({
        PAYMENT_API_URL: 'https://pay.example/v1',
        PAYMENT_API_KEY: 'key',
        PAYMENT_CALLBACK_SECRET: secret,
        MAIL_API_URL: 'https://mail.example/send',
        MAIL_API_KEY: 'mail-key',
      }).providers,
    ).toEqual({
      paymentCallbackSecret: secret,
      payment: { url: 'https://pay.example/v1', apiKey: 'key' },
      mail: { url: 'https://mail.example/send', apiKey: 'mail-key' },
    });
    expect(() => readStoreApiConfig({ IDENTITY_API_URL: 'https://id.example' })).toThrow(
      'IDENTITY_API_URL need IDENTITY_API_KEY as well.',
    );
    expect(() => readStoreApiConfig({ SMS_API_URL: 'sms.example', SMS_API_KEY: 'k' })).toThrow(
      'SMS_API_URL must be an http(s) URL.',
    );
    expect(() =>
      readStoreApiConfig({ PAYMENT_API_URL: 'https://pay.example', PAYMENT_API_KEY: 'key' }),
    ).toThrow(/PAYMENT_API_URL needs PAYMENT_CALLBACK_SECRET/);
    expect(() => readStoreApiConfig({ PAYMENT_CALLBACK_SECRET: 'short' })).toThrow(
      'PAYMENT_CALLBACK_SECRET must be at least 32 characters.',
    );
  });

  it('reads DATABASE_URL, a PostgreSQL URL only', () => {
    expect(readStoreApiConfig({}).databaseUrl).toBeUndefined();
    expect(readStoreApiConfig({ DATABASE_URL: ' postgres://shop@db:5432/store ' }).databaseUrl).toBe(
      'postgres://shop@db:5432/store',
    );
    expect(() => readStoreApiConfig({ DATABASE_URL: 'mysql://shop@db/store' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });
});
