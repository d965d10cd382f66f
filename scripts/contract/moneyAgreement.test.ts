// store-api writes amounts into its own sentences (a minimum spend it refuses) with a copy of the pages'
// money formatter, since it imports nothing of the front end: the copy must read exactly as the pages do.
import * as pages from '@topup/shared-lib/rules';
import * as storeApi from '../../store-api/src/moneyText';

const LANGUAGES = ['en', 'zh-TW'];
const AMOUNTS = [0, 0.005, 1, 10, 321.91, 1234.5, 99999.999];

describe("store-api's money text", () => {
  it('has the same mark for every currency', () => {
    expect(storeApi.CURRENCY_MARKS).toEqual(pages.CURRENCY_MARKS);
  });

  it.each(LANGUAGES)('reads as the pages do in %s, for every currency and amount', (language) => {
    for (const currency of [...Object.keys(pages.CURRENCY_MARKS), 'XYZ', 'CHF']) {
      for (const amount of AMOUNTS) {
        expect(storeApi.formatMoney(amount, currency, language)).toBe(
          pages.formatMoney(amount, currency, language),
        );
      }
    }
  });
});
