import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, i18n, isString, readStored, writeStored } from '@topup/shared-lib';
import { COOKIE_ROOM_PROPERTY, CookieBanner } from './CookieBanner';
import { renderWithStores, resetOverlayState } from './overlays.testkit';

describe('CookieBanner', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
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
    expect(stores.navigation.reloadPending).toBe(true);
  });

  it('stays away when a choice is stored, and on /load', () => {
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
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
