import path from 'node:path';
import { DEFAULT_BLOCKED_COUNTRIES } from '../sandbox/regionBlocker';
import { DEFAULT_CORS_ORIGINS } from '../security/responseHeaders';
import { readStoreApiConfig } from './env';
import { defaultDatabaseFile, packageRoot } from './packagePaths';

describe('readStoreApiConfig', () => {
  it('defaults to 127.0.0.1:3100 and data/store.db inside the store-api package', () => {
    expect(readStoreApiConfig({})).toEqual({
      port: 3100,
      host: '127.0.0.1',
      dbFile: defaultDatabaseFile,
      blockedCountries: [...DEFAULT_BLOCKED_COUNTRIES],
      corsOrigins: [...DEFAULT_CORS_ORIGINS],
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

  it.each(['abc', '3100.5', '-1', '70000'])('refuses STORE_API_PORT=%s', (port) => {
    expect(() => readStoreApiConfig({ STORE_API_PORT: port })).toThrow(
      /STORE_API_PORT must be a whole number/,
    );
  });
});
