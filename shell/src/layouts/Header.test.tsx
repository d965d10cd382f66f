import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StoresProvider, i18n, type HttpRequest, type Stores } from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/testing';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { Header } from './Header';
import { loginApi } from '../login/loginApi';
import { siteApi } from '../currency/currencyList';
import { loadingOverlay } from '../overlays/loadingOverlayStore';

// The countries' names wait for the page to settle; here they are wanted at once.
jest.mock('../startup/pageSettled', () => ({
  whenPageSettled: (work: () => void) => {
    work();
    return () => undefined;
  },
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** A store set whose header reads answer at once: no categories, no currencies. */
function headerStores(options: Parameters<typeof testStores>[0] = {}): Stores {
  const stores = testStores(options);
  jest.spyOn(stores.api.products, 'menu').mockResolvedValue([]);
  // The currency list never answers: the picker holds its place.
  jest.spyOn(siteApi(stores.api), 'currencies').mockReturnValue(new Promise<never>(() => undefined));
  return stores;
}

function renderHeader(path = '/', stores: Stores = headerStores()) {
  return renderWithStores(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <main>
        <button type="button">Page button</button>
      </main>
      <Where />
    </MemoryRouter>,
    stores,
  );
}

const menuButton = () => screen.getByRole('button', { name: /^Menu/ });

describe('the header', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  // First in the file: the countries' names, once loaded, are kept for the page's life.
  describe('country names', () => {
    it('names the countries in the page’s language, and shows the code until the names are in', async () => {
      await act(() => i18n.changeLanguage('zh-TW'));
      const stores = headerStores({ country: 'TW' });
      const html = renderToString(
        <I18nextProvider i18n={i18n}>
          <StoresProvider stores={stores}>
            <MemoryRouter initialEntries={['/zh-TW']}>
              <Header />
            </MemoryRouter>
          </StoresProvider>
        </I18nextProvider>,
      );
      // The store's server renders the chosen code alone.
      const served = document.createElement('div');
      served.innerHTML = html;
      expect(within(served).getByRole('combobox', { name: '國家或地區' })).toHaveValue('TW');
      renderHeader('/zh-TW', stores);
      const picker = screen.getByRole('combobox', { name: '國家或地區' });
      await waitFor(() => expect(picker).toHaveValue('台灣'));
    });

    it('finds a country by its name in the page’s language or in English, lists zh-TW’s own first', async () => {
      const user = userEvent.setup();
      await act(() => i18n.changeLanguage('zh-TW'));
      const stores = headerStores({ country: 'US' });
      renderHeader('/zh-TW', stores);
      const picker = screen.getByRole('combobox', { name: '國家或地區' });
      await waitFor(() => expect(picker).toHaveValue('美國'));
      await user.click(picker);
      const listed = within(screen.getByRole('listbox')).getAllByRole('option').slice(0, 5);
      expect(listed.map((option) => option.textContent)).toEqual([
        '台灣',
        '中國香港特別行政區',
        '中國澳門特別行政區',
        '新加坡',
        '馬來西亞',
      ]);
      await user.clear(picker);
      await user.keyboard('japan');
      await user.click(screen.getByRole('option', { name: '日本' }));
      expect(stores.country.country).toBe('JP');
      expect(picker).toHaveValue('日本');
    });
  });

  describe('menu', () => {
    it('is a disclosure a keyboard opens and Escape closes, giving focus back to its button', async () => {
      const user = userEvent.setup();
      renderHeader();
      const button = menuButton();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      // What the sheet holds: categories, the main links, currency, country, language and the account.
      const sheet = within(panel as HTMLElement);
      expect(sheet.getByRole('button', { name: 'Categories' })).toBeInTheDocument();
      expect(sheet.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(sheet.getByLabelText('Currency')).toBeInTheDocument();
      expect(sheet.getByRole('combobox', { name: 'Country or region' })).toBeInTheDocument();
      expect(sheet.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
      expect(sheet.getByRole('button', { name: 'Log in' })).toBeInTheDocument();

      await user.tab(); // the skip link
      await user.tab(); // the logo
      await user.tab(); // the search field
      await user.tab(); // the search button
      await user.tab();
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(sheet.getByRole('button', { name: 'Categories' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
    });

    it('Escape in the categories closes them first, then the menu', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      const categories = screen.getByRole('button', { name: 'Categories' });
      await user.click(categories);
      expect(categories).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(categories).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a link in it is followed, when focus leaves it and on a press outside', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      await user.click(screen.getByRole('link', { name: 'Blog' }));
      expect(screen.getByLabelText('address')).toHaveTextContent('/blog');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

      await user.click(menuButton());
      await user.click(screen.getByRole('button', { name: 'Page button' }));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

      await user.click(menuButton());
      act(() => screen.getByRole('button', { name: 'Page button' }).focus());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('tells, on its button, that the member has something waiting', async () => {
      const stores = headerStores({ session: testSession({ nickname: 'Ann' }) });
      jest.spyOn(stores.api.coupons, 'memberAvailable').mockResolvedValue([]);
      const unpaid = jest.spyOn(stores.api.orders, 'unpaidCount').mockResolvedValue(0);
      renderHeader('/', stores);
      await waitFor(() => expect(unpaid).toHaveBeenCalledTimes(1));
      expect(menuButton()).toHaveAccessibleName('Menu');
      // A page placed an order: the header reads the member's orders again.
      unpaid.mockResolvedValue(1);
      act(() => stores.user.memberDataChanged());
      await waitFor(() => expect(menuButton()).toHaveAccessibleName('Menu: something needs your attention'));
      unpaid.mockResolvedValue(0);
      act(() => stores.user.memberDataChanged());
      await waitFor(() => expect(menuButton()).toHaveAccessibleName('Menu'));
      act(() => stores.verificationTip.setOrder('TU1'));
      expect(menuButton()).toHaveAccessibleName('Menu: something needs your attention');
    });
  });

  describe('search', () => {
    it('goes to the search page with the words, in the page’s language', async () => {
      const user = userEvent.setup();
      renderHeader('/top-up');
      const search = screen.getByRole('search', { name: 'Search games and products' });
      await user.type(within(search).getByRole('searchbox'), '  genshin impact ');
      await user.click(within(search).getByRole('button', { name: 'Search' }));
      expect(screen.getByLabelText('address')).toHaveTextContent('/search?q=genshin+impact');
    });

    it('in Chinese, by Enter, and shows the words on the search page', async () => {
      const user = userEvent.setup();
      await act(() => i18n.changeLanguage('zh-TW'));
      renderHeader('/zh-TW/search?q=%E5%8E%9F%E7%A5%9E');
      const field = screen.getByRole('searchbox', { name: '搜尋遊戲與商品' });
      expect(field).toHaveValue('原神');
      await user.clear(field);
      await user.type(field, '傳說{Enter}');
      expect(screen.getByLabelText('address')).toHaveTextContent(
        `/zh-TW/search?q=${encodeURIComponent('傳說')}`,
      );
    });

    it('stays, with the field focused, when nothing is typed', async () => {
      const user = userEvent.setup();
      renderHeader('/blog');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByLabelText('address')).toHaveTextContent(/^\/blog$/);
      expect(screen.getByRole('searchbox')).toHaveFocus();
    });

    it('is a plain form for the search page before the scripts run', () => {
      renderHeader('/');
      const form = screen.getByRole('search');
      expect(form).toHaveAttribute('action', '/search');
      expect(form).toHaveAttribute('method', 'get');
      expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
    });
  });

  describe('country', () => {
    it('picks a country of the built-in list: the next calls carry it as d-selective-country', async () => {
      const user = userEvent.setup();
      const sent: HttpRequest[] = [];
      const stores = headerStores({
        transport: async (request) => {
          sent.push(request);
          return { status: 200, body: { code: 200, message: 'OK', data: [] } };
        },
      });
      renderHeader('/', stores);
      const picker = screen.getByRole('combobox', { name: 'Country or region' });
      await waitFor(() => expect(picker).toHaveValue('United States'));
      // By keyboard alone: to the field, the name typed, the first match taken with Enter.
      act(() => picker.focus());
      await user.keyboard('taiw{Enter}');
      expect(stores.country.country).toBe('TW');
      expect(picker).toHaveValue('Taiwan');
      await stores.api.sso.phonePrefixes();
      expect(sent.at(-1)?.headers['d-selective-country']).toBe('TW');
    });

    it('closes its list on Escape and leaves the phone menu open', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      const picker = screen.getByRole('combobox', { name: 'Country or region' });
      await user.click(picker);
      expect(picker).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(picker).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('account', () => {
    it('opens the member pages of the login popup from the account options', async () => {
      const user = userEvent.setup();
      const stores = headerStores({ session: testSession({ nickname: 'Ann', email: '', phone: '' }) });
      renderHeader('/', stores);
      const options = screen.getByRole('button', { name: 'Account options' });
      await user.click(options);
      expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/user?tab=order');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect([stores.loginPopup.visible, stores.loginPopup.page]).toEqual([true, 'changePassword']);
      expect(options).toHaveAttribute('aria-expanded', 'false');
      await user.click(options);
      await user.click(screen.getByRole('button', { name: 'Add your email' }));
      expect(stores.loginPopup.page).toBe('bindEmail');
      await user.click(options);
      await user.click(screen.getByRole('button', { name: 'Add your phone number' }));
      expect(stores.loginPopup.page).toBe('bindPhone');
    });

    it('offers to add only what the member has not got', async () => {
      const user = userEvent.setup();
      const stores = headerStores({ session: testSession({ email: 'a@b.test', phone: '+15550100' }) });
      renderHeader('/', stores);
      await user.click(screen.getByRole('button', { name: 'Account options' }));
      expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add your email' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add your phone number' })).not.toBeInTheDocument();
    });

    it('logs out under the loading overlay', async () => {
      const user = userEvent.setup();
      const stores = headerStores({ session: testSession() });
      let overlayDuringLogout: boolean | null = null;
      jest.spyOn(loginApi(stores.api), 'logout').mockImplementation(async () => {
        overlayDuringLogout = loadingOverlay(stores).visible;
        return null;
      });
      renderHeader('/', stores);
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(stores.user.isLogin).toBe(false));
      expect(overlayDuringLogout).toBe(true);
      expect(loadingOverlay(stores).visible).toBe(false);
    });
  });

  it('hydrates the markup the store’s server rendered without a difference', async () => {
    const stores = headerStores({ session: testSession({ nickname: 'Ann' }), country: 'DE' });
    const tree = (
      <I18nextProvider i18n={i18n}>
        <StoresProvider stores={stores}>
          <MemoryRouter initialEntries={['/search?q=mlbb']}>
            <Header />
          </MemoryRouter>
        </StoresProvider>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const differences: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => differences.push(error) });
    });
    expect(differences).toEqual([]);
    expect(within(container).getByRole('searchbox')).toHaveValue('mlbb');
    expect(within(container).getByRole('combobox', { name: 'Country or region' })).toHaveValue('Germany');
    container.remove();
  });
});
