import { goToChosenLanguage } from './languageArrival';

const LANGUAGE_COOKIE = 'i18n_redirected';

function setCookie(value: string | null) {
  document.cookie =
    value === null ? `${LANGUAGE_COOKIE}=; max-age=0; path=/` : `${LANGUAGE_COOKIE}=${value}; path=/`;
}

/** An address that records where it was sent; the page's own path decides (jsdom's is /). */
function address(search = '', hash = '') {
  return { pathname: window.location.pathname, search, hash, replace: jest.fn() };
}

describe('the language a page is opened in', () => {
  let languages: jest.SpyInstance;
  beforeEach(() => {
    languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  });
  afterEach(() => {
    setCookie(null);
    jest.restoreAllMocks();
  });

  it('goes to the Chinese address, query and hash kept, when the stored cookie says zh-TW', () => {
    setCookie('zh-TW');
    const at = address('?tab=hot', '#games');
    expect(goToChosenLanguage(at)).toBe(true);
    expect(at.replace).toHaveBeenCalledWith('/zh-TW?tab=hot#games');
  });

  it('follows a Chinese browser when nothing is stored; a stored English choice wins', () => {
    languages.mockReturnValue(['zh-HK', 'en']);
    const fresh = address();
    expect(goToChosenLanguage(fresh)).toBe(true);
    expect(fresh.replace).toHaveBeenCalledWith('/zh-TW');
    setCookie('en');
    const english = address();
    expect(goToChosenLanguage(english)).toBe(false);
    expect(english.replace).not.toHaveBeenCalled();
  });

  it('stays for an English browser with nothing stored', () => {
    const at = address();
    expect(goToChosenLanguage(at)).toBe(false);
    expect(at.replace).not.toHaveBeenCalled();
  });
});
