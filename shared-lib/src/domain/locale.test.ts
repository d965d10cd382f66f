import { localizePath, splitLocalePath } from './locale';

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/blog', 'en', '/blog'],
    ['/zh-TW', 'zh-TW', '/'],
    ['/zh-TW/blog/guides', 'zh-TW', '/blog/guides'],
    ['/zh-TWX/blog', 'en', '/zh-TWX/blog'],
    ['/en/blog', 'en', '/blog'],
  ])('%s is %s at %s', (pathname, language, path) => {
    expect(splitLocalePath(pathname)).toEqual({ language, path });
  });
});

describe('localizePath', () => {
  it('keeps English bare and prefixes Traditional Chinese', () => {
    expect(localizePath('/blog', 'en')).toBe('/blog');
    expect(localizePath('/blog', 'zh-TW')).toBe('/zh-TW/blog');
    expect(localizePath('/', 'zh-TW')).toBe('/zh-TW');
    expect(localizePath('user', 'en')).toBe('/user');
  });
});
