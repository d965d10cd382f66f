import fc from 'fast-check';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  readCookie,
} from '@topup/shared-lib';
import { detectPageLanguage, readLanguageCookie, rememberLanguage } from './languageCookies';
import {
  detectLanguage,
  fromBrowserLanguage,
  languageRedirectPath,
  toSiteLanguage,
} from './languageDetection';

const detect = (pathname: string, cookie: string | null, browser: string[] = []) =>
  detectLanguage({ pathname, cookie, browserLanguages: browser });

describe('detectLanguage', () => {
  it('takes a supported path prefix first', () => {
    expect(detect('/zh-TW/blog', 'en', ['en-US'])).toBe('zh-TW');
  });

  it('then the cookie, only if it is a configured code', () => {
    expect(detect('/blog', 'zh-TW', ['en-US'])).toBe('zh-TW');
    expect(detect('/blog', 'xx-YY', ['en-US'])).toBe('en');
    expect(
      detectLanguage({ pathname: '/', cookie: 'ar-SA', browserLanguages: [], configured: ['en', 'ar-SA'] }),
    ).toBe('ar-SA');
  });

  it('then the browser: zh -> zh-CN, ar -> ar-SA', () => {
    expect(detect('/', null, ['zh-HK'])).toBe('zh-CN');
    expect(detect('/', null, ['zh'])).toBe('zh-CN');
    expect(detect('/', null, ['ar-EG'])).toBe('ar-SA');
    expect(detect('/', null, ['fr-CA'])).toBe('fr');
  });

  it('else en', () => {
    expect(detect('/', null, [])).toBe('en');
    expect(detect('/', null, [''])).toBe('en');
  });

  it('an unconfigured prefix is not a language', () => {
    expect(detect('/ar-SA/blog', null, [])).toBe('en');
  });

  it('always ends in a language the site serves after toSiteLanguage', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.array(fc.string()), (path, cookie, browser) =>
        ['en', 'zh-TW'].includes(toSiteLanguage(detect(`/${path}`, cookie, browser))),
      ),
    );
  });
});

describe('toSiteLanguage', () => {
  it('maps any Chinese to zh-TW and the rest to en', () => {
    expect(toSiteLanguage('zh-CN')).toBe('zh-TW');
    expect(toSiteLanguage('zh-TW')).toBe('zh-TW');
    expect(toSiteLanguage('ar-SA')).toBe('en');
    expect(fromBrowserLanguage('ZH_tw')).toBe('zh-CN');
  });
});

describe('language cookies', () => {
  it('remembers the choice in i18n_redirected (30 days) and the locale cookie (365 days)', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    try {
      rememberLanguage('zh-TW');
    } finally {
      spy.mockRestore();
    }
    expect(LANGUAGE_COOKIE).toBe('i18n_redirected');
    expect(readLanguageCookie()).toBe('zh-TW');
    expect(readCookie(LOCALE_COOKIE)).toBe('zh-TW');
    expect(writes[0]).toContain(`max-age=${LANGUAGE_COOKIE_DAYS * 86_400}`);
    expect(writes[1]).toContain(`max-age=${LOCALE_COOKIE_DAYS * 86_400}`);
    expect([LANGUAGE_COOKIE_DAYS, LOCALE_COOKIE_DAYS]).toEqual([30, 365]);
  });
});

describe('detectPageLanguage', () => {
  it('is what a bare page in a Chinese browser redirects by', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en']);
    try {
      expect(window.location.pathname).toBe('/');
      expect(languageRedirectPath('/', detectPageLanguage())).toBe('/zh-TW');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('reads the page: cookie when the bare path has no prefix, browser otherwise', () => {
    document.cookie = 'i18n_redirected=zh-TW; path=/';
    expect(detectPageLanguage()).toBe('zh-TW');
    document.cookie = 'i18n_redirected=; max-age=0; path=/';
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
    expect(detectPageLanguage()).toBe('ar-SA');
    expect(detectPageLanguage(['en', 'ar-SA'])).toBe('ar-SA');
    jest.restoreAllMocks();
  });
});

describe('languageRedirectPath (the language on arrival)', () => {
  const redirect = (pathname: string, cookie: string | null, browser: string[] = []) =>
    languageRedirectPath(pathname, detect(pathname, cookie, browser));

  it('moves a bare path to zh-TW by the stored cookie first, then a Chinese browser', () => {
    expect(redirect('/', 'zh-TW', ['en-US'])).toBe('/zh-TW');
    expect(redirect('/top-up/mobile-legends', 'zh-TW')).toBe('/zh-TW/top-up/mobile-legends');
    expect(redirect('/blog', null, ['zh-HK', 'en'])).toBe('/zh-TW/blog');
    expect(redirect('/blog', null, ['zh-TW'])).toBe('/zh-TW/blog');
  });

  it('stays for English: a stored English choice wins over a Chinese browser', () => {
    expect(redirect('/', 'en', ['zh-TW'])).toBeNull();
    expect(redirect('/', null, ['en-US'])).toBeNull();
    expect(redirect('/', null, ['fr-FR'])).toBeNull();
    expect(redirect('/', null, [])).toBeNull();
    expect(redirect('/', 'xx', ['en-GB'])).toBeNull();
  });

  it('never moves an address that names its language', () => {
    expect(redirect('/zh-TW/blog', 'en', ['en-US'])).toBeNull();
    expect(redirect('/en/blog', 'zh-TW', ['zh-TW'])).toBeNull();
    expect(redirect('/en', 'zh-TW', [])).toBeNull();
    expect(redirect('/zh-TW', 'zh-TW', [])).toBeNull();
  });

  it('always gives a path of the same site', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.array(fc.string()), (path, cookie, browser) => {
        const target = redirect(`/${path}`, cookie, browser);
        return target === null || (target.startsWith('/zh-TW') && !target.startsWith('//'));
      }),
    );
  });
});
