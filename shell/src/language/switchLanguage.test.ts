import { languageSwitchTarget, switchLanguage } from './switchLanguage';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the route table language switch', () => {
  it('to English: /en + the current path, search and hash', () => {
    expect(languageSwitchTarget('en', at('/zh-TW/blog/guides', '?p=2', '#top'))).toBe(
      '/en/blog/guides?p=2#top',
    );
    expect(languageSwitchTarget('en', at('/zh-TW'))).toBe('/en/');
  });

  it('to another language: the prefixed address', () => {
    expect(languageSwitchTarget('zh-TW', at('/user', '?tab=order'))).toBe('/zh-TW/user?tab=order');
    expect(languageSwitchTarget('zh-TW', at('/'))).toBe('/zh-TW');
  });

  it('navigates client-side for English and loads the page otherwise; ignores unknown or current codes', () => {
    const deps = { navigate: jest.fn(), load: jest.fn() };
    expect(switchLanguage('en', 'zh-TW', at('/zh-TW/blog'), deps)).toBe(true);
    expect(deps.navigate).toHaveBeenCalledWith('/en/blog');
    expect(switchLanguage('zh-TW', 'en', at('/blog'), deps)).toBe(true);
    expect(deps.load).toHaveBeenCalledWith('/zh-TW/blog');
    expect(switchLanguage('fr', 'en', at('/blog'), deps)).toBe(false);
    expect(switchLanguage('en', 'en', at('/blog'), deps)).toBe(false);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    expect(deps.load).toHaveBeenCalledTimes(1);
  });
});
