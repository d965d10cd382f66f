import { STORAGE_KEYS } from '@topup/shared-lib';
import { warmFormatting } from './warmFormatting';

describe('warmFormatting', () => {
  const realNumberFormat = Intl.NumberFormat;
  let made: Array<{ locale: unknown; options: unknown }>;
  beforeEach(() => {
    localStorage.clear();
    made = [];
    const Recording = function (locale?: string, options?: Intl.NumberFormatOptions) {
      made.push({ locale, options });
      return new realNumberFormat(locale, options);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = Recording;
  });
  afterEach(() => {
    Intl.NumberFormat = realNumberFormat;
  });

  it('formats a price and a date in the address’s language and the stored currency', () => {
    localStorage.setItem(
      STORAGE_KEYS.currencyCode,
      JSON.stringify({ value: 'TWD', expires: Date.now() + 60_000 }),
    );
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    warmFormatting('/zh-TW/top-up/mobile-legends');
    expect(made).toEqual([{ locale: 'zh-TW', options: { style: 'currency', currency: 'TWD' } }]);
    // The store's day, as an article shows it (shared-lib formatStoreDay).
    expect(dates).toHaveBeenCalledWith('zh-TW', { timeZone: 'UTC' });
    dates.mockRestore();
  });

  it('uses US dollars and English by default', () => {
    warmFormatting('/');
    expect(made).toEqual([{ locale: 'en', options: { style: 'currency', currency: 'USD' } }]);
  });

  it('lets a currency code Intl refuses pass without a sound', () => {
    localStorage.setItem(
      STORAGE_KEYS.currencyCode,
      JSON.stringify({ value: 'not a code', expires: Date.now() + 60_000 }),
    );
    expect(() => warmFormatting('/')).not.toThrow();
  });
});
