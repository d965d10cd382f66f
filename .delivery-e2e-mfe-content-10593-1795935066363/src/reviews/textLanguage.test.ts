import { textLanguage } from './textLanguage';

describe('textLanguage', () => {
  it('tells Chinese, English and neither by their letters', () => {
    expect(textLanguage('到帳很快，價格也比官方便宜。')).toBe('zh-TW');
    expect(textLanguage('Good price, would buy again.')).toBe('en');
    // Chinese with a game's Latin name is still Chinese.
    expect(textLanguage('Poppo Live 的金幣到帳很快')).toBe('zh-TW');
    expect(textLanguage('5/5 👍')).toBeUndefined();
  });
});
