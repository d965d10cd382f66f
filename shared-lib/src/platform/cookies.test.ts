import { DAY_SECONDS, readCookie, removeCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    for (const name of ['a', 'b', 'odd']) removeCookie(name);
  });

  it('round-trips any string', () => {
    writeCookie('a', 'x=1; y=é', 1);
    writeCookie('b', 'plain', 1);
    expect(readCookie('a')).toBe('x=1; y=é');
    expect(readCookie('b')).toBe('plain');
    expect(readCookie('missing')).toBeNull();
  });

  it('sets max-age in days', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    writeCookie('a', 'v', 3650);
    expect(set).toHaveBeenCalledWith(`a=v; max-age=${3650 * DAY_SECONDS}; path=/; SameSite=Lax`);
    set.mockRestore();
  });

  it('removes', () => {
    writeCookie('a', 'v', 1);
    removeCookie('a');
    expect(readCookie('a')).toBeNull();
  });

  it('reads a malformed value as absent', () => {
    document.cookie = 'odd=%E0%A4%A; path=/';
    expect(readCookie('odd')).toBeNull();
  });
});
