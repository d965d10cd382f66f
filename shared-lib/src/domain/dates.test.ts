import { STORE_TIME_ZONE, formatStoreDay } from './dates';

describe('formatStoreDay', () => {
  it("is the store's day whatever the shopper's time zone", () => {
    // 23:30 in UTC is already the next day in Taipei: the store's day is the 2nd.
    const iso = '2026-10-02T23:30:00Z';
    expect(STORE_TIME_ZONE).toBe('UTC');
    expect(formatStoreDay(iso, 'en')).toBe('10/2/2026');
    expect(formatStoreDay(iso, 'zh-TW')).toBe('2026/10/2');
  });

  it('is empty for a time that is not one', () => {
    expect(formatStoreDay('not a date', 'en')).toBe('');
  });
});
