import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { STORAGE_KEYS, StoresProvider, i18n, isString, readStored, writeStored } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { COOKIE_CHOICE_COOKIE, readCookie, removeCookie } from '@topup/shared-lib/rules';
import { COOKIE_ROOM_PROPERTY, CookieBanner } from './CookieBanner';
import { CookieChoiceContext } from './cookieChoice';
// The storage-to-cookie mirror, as the shell's start loads it.
import '../platform/personalView';
import { renderWithStores, resetOverlayState } from './overlays.testkit';

describe('CookieBanner', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
    removeCookie(COOKIE_CHOICE_COOKIE);
  });

  it('shows a named region with the consent text until the shopper has chosen', () => {
    renderWithStores(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent('We use cookies');
    // A banner, not a popup: nothing modal, nothing on the popup stack.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps its height on the page while it shows, for the room the page and the help button leave it', async () => {
    const room = () => document.documentElement.style.getPropertyValue(COOKIE_ROOM_PROPERTY);
    renderWithStores(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(room()).toBe(`${banner.offsetHeight}px`);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(room()).toBe('');
  });

  it('accepting stores the choice, hides the banner and asks for a reload', async () => {
    const { stores } = renderWithStores(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(readStored(STORAGE_KEYS.cookieStatus, isString)).toBe('accepted');
    // The server hears of the choice: the next page comes without the banner.
    expect(readCookie(COOKIE_CHOICE_COOKIE)).toBe('accepted');
    expect(stores.navigation.reloadPending).toBe(true);
  });

  it('is in the page the server renders unless the request carries the choice', () => {
    const stores = testStores();
    const serverPage = (choiceMade: boolean) =>
      renderToString(
        <I18nextProvider i18n={stores.i18n}>
          <StoresProvider stores={stores}>
            <CookieChoiceContext.Provider value={choiceMade}>
              <CookieBanner />
            </CookieChoiceContext.Provider>
          </StoresProvider>
        </I18nextProvider>,
      );
    expect(serverPage(false)).toContain('cookie-banner');
    expect(serverPage(true)).toBe('');
  });

  it('stays away when the choice cookie is there, before anything is read from storage', () => {
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    localStorage.clear();
    // The cookie alone (as a server-rendered page's first render sees it) keeps the banner away.
    expect(readCookie(COOKIE_CHOICE_COOKIE)).toBe('accepted');
    renderWithStores(<CookieBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays away when a choice is stored, and on /load', () => {
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    // A choice stored before its cookie existed: storage alone decides once hydrated.
    removeCookie(COOKIE_CHOICE_COOKIE);
    const { unmount } = renderWithStores(<CookieBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    window.history.replaceState(null, '', '/load');
    renderWithStores(<CookieBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    renderWithStores(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie 使用同意' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '接受' })).toBeInTheDocument();
  });
});
