import { en } from './locales/en';
import { zhTW } from './locales/zh-TW';

type Table = { [key: string]: string | Table };

function keysOf(table: Table, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('common strings', () => {
  it('zh-TW has exactly the keys of en, each translated (not empty)', () => {
    expect(keysOf(zhTW).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(zhTW)) {
      const value = key.split('.').reduce<Table | string>((node, part) => (node as Table)[part] ?? '', zhTW);
      expect(value).not.toBe('');
    }
  });

  it('has the texts the api and stores use', () => {
    for (const key of [
      'errors.network',
      'errors.loginExpired',
      'errors.defaultCoupon',
      'session.notSupported',
    ]) {
      expect(keysOf(en)).toContain(key);
    }
  });
});
