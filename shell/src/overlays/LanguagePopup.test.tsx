import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { i18n } from '@topup/shared-lib';
import { SitePopups } from './SitePopups';
import { openSitePopup, renderWithStores, resetOverlayState } from './overlays.testkit';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="path">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return renderWithStores(
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

  it('opens from the ui store on the popup stack with the current language marked', async () => {
    const { stores } = renderAt('/blog');
    await openSitePopup(stores, { kind: 'language' });
    const dialog = screen.getByRole('dialog', { name: 'Choose your language' });
    expect(stores.ui.popupZIndex('site-language')).toBe(20000);
    expect(within(dialog).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: '繁體中文' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switching to English goes to /en + the current path, client-side', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    const user = userEvent.setup();
    const { stores } = renderAt('/zh-TW/blog?page=2');
    await openSitePopup(stores, { kind: 'language' });
    const dialog = screen.getByRole('dialog', { name: '選擇語言' });
    await user.click(within(dialog).getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/en/blog?page=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and on an overlay click', async () => {
    const user = userEvent.setup();
    const { stores } = renderAt('/');
    await openSitePopup(stores, { kind: 'language' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stores.ui.sitePopups).toEqual([]);
  });
});
