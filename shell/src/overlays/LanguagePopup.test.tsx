import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { i18n, uiStore } from '@topup/shared-lib';
import { SitePopups } from './SitePopups';
import { renderWithI18n, resetOverlayState } from './overlays.testkit';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="path">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <SitePopups />
      <Where />
    </MemoryRouter>,
  );
}

describe('language popup', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('opens from uiStore on the popup stack with the current language marked', () => {
    renderAt('/blog');
    act(() => uiStore.openSitePopup({ kind: 'language' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your language' });
    expect(uiStore.popupZIndex('site-language')).toBe(20000);
    expect(within(dialog).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: '繁體中文' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switching to English goes to /en + the current path, client-side', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    const user = userEvent.setup();
    renderAt('/zh-TW/blog?page=2');
    act(() => uiStore.openSitePopup({ kind: 'language' }));
    const dialog = screen.getByRole('dialog', { name: '選擇語言' });
    await user.click(within(dialog).getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/en/blog?page=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and on an overlay click', async () => {
    const user = userEvent.setup();
    renderAt('/');
    act(() => uiStore.openSitePopup({ kind: 'language' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uiStore.sitePopups).toEqual([]);
  });
});
