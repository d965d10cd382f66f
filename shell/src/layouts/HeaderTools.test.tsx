import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { StoresProvider, i18n, type Currency, type MemberCoupon, type Stores } from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/testing';
import { preloadLoginBody } from '../overlays/loginPopupBody';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { AccountButton } from './AccountButton';
import { ClassifyMenu } from './classify/ClassifyMenu';
import { ClassifyMenuStore, classifyMenuOf } from './classify/classifyMenuStore';
import { CurrencyPicker } from './CurrencyPicker';
import { adoptCurrencies, siteApi } from '../currency/currencyList';

jest.mock('../overlays/loginPopupBody', () => ({ preloadLoginBody: jest.fn() }));

const MENU = [
  { id: 1, label: 'Mobile games', icon: '/media/products/mobile-legends.svg', value: 1 },
  { id: 2, label: 'RPG', icon: '/media/products/genshin-impact.svg', value: 2 },
];

function inRouter(ui: React.ReactElement, stores?: Stores) {
  return renderWithStores(<MemoryRouter>{ui}</MemoryRouter>, stores);
}

describe('header tools', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  describe('classify menu', () => {
    it('maps icon, label and value to image, title and id', async () => {
      const store = new ClassifyMenuStore(async () => MENU);
      await store.ensure('en');
      expect(store.state).toEqual({
        status: 'ready',
        options: [
          { image: '/media/products/mobile-legends.svg', title: 'Mobile games', id: 1 },
          { image: '/media/products/genshin-impact.svg', title: 'RPG', id: 2 },
        ],
      });
    });

    it('opens as a disclosure with links to the category list; Escape closes it', async () => {
      const user = userEvent.setup();
      const stores = testStores();
      jest.spyOn(stores.api.products, 'menu').mockResolvedValue(MENU);
      inRouter(<ClassifyMenu />, stores);
      const toggle = screen.getByRole('button', { name: 'Categories' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('link', { name: 'RPG' })).toHaveAttribute('href', '/classify?id=2');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('link', { name: 'RPG' })).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    });

    it('says when the categories could not load and retries', async () => {
      const user = userEvent.setup();
      const stores = testStores();
      let down = true;
      jest.spyOn(stores.api.products, 'menu').mockImplementation(async () => {
        if (down) throw new Error('down');
        return MENU;
      });
      await act(() => classifyMenuOf(stores).ensure(i18n.language));
      inRouter(<ClassifyMenu />, stores);
      await user.click(screen.getByRole('button', { name: 'Categories' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Categories could not be loaded.');
      down = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('link', { name: 'Mobile games' })).toBeInTheDocument();
    });

    it("keeps a store set's menu across the header's remounts; another set reads its own", async () => {
      const user = userEvent.setup();
      const first = testStores();
      const firstMenu = jest.spyOn(first.api.products, 'menu').mockResolvedValue(MENU);
      const opened = inRouter(<ClassifyMenu />, first);
      await user.click(screen.getByRole('button', { name: 'Categories' }));
      expect(await screen.findByRole('link', { name: 'RPG' })).toBeInTheDocument();
      opened.unmount();
      // The next page's layout mounts the header again: the list is there at once, not read again.
      inRouter(<ClassifyMenu />, first).unmount();
      inRouter(<ClassifyMenu />, first);
      await user.click(screen.getByRole('button', { name: 'Categories' }));
      expect(screen.getByRole('link', { name: 'RPG' })).toBeInTheDocument();
      expect(firstMenu).toHaveBeenCalledTimes(1);
      cleanup();

      const second = testStores();
      const secondMenu = jest.spyOn(second.api.products, 'menu').mockResolvedValue(MENU.slice(0, 1));
      inRouter(<ClassifyMenu />, second);
      await user.click(screen.getByRole('button', { name: 'Categories' }));
      expect(await screen.findByRole('link', { name: 'Mobile games' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'RPG' })).not.toBeInTheDocument();
      expect(secondMenu).toHaveBeenCalledTimes(1);
      expect(firstMenu).toHaveBeenCalledTimes(1);
    });
  });

  describe('currency picker', () => {
    const LIST: Currency[] = [
      { code: 'USD', rate: 1, defaultSelect: true, symbol: '$' },
      { code: 'TWD', rate: 32, defaultSelect: false, symbol: 'NT$' },
    ];

    it('hydrates the list the page carried, as the server rendered it, with nothing asked', async () => {
      const render = (stores: ReturnType<typeof testStores>) => (
        <I18nextProvider i18n={i18n}>
          <StoresProvider stores={stores}>
            <CurrencyPicker />
          </StoresProvider>
        </I18nextProvider>
      );
      // The server adopted the store's list for its render; the page carries it to the browser.
      const server = testStores();
      adoptCurrencies(server, LIST);
      const container = document.createElement('div');
      container.innerHTML = renderToString(render(server));
      document.body.append(container);
      const browser = testStores();
      const asked = jest.spyOn(siteApi(browser.api), 'currencies');
      adoptCurrencies(browser, LIST);
      const differences: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, render(browser), { onRecoverableError: (error) => differences.push(error) });
      });
      expect(differences).toEqual([]);
      expect(
        within(container)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['US$ USD', 'NT$ TWD']);
      expect(asked).not.toHaveBeenCalled();
      container.remove();
    });

    it('holds its place while the list loads, hides without a list, and picks through the store', async () => {
      const user = userEvent.setup();
      const stores = testStores();
      const load = jest
        .spyOn(siteApi(stores.api), 'currencies')
        .mockReturnValue(new Promise<never>(() => undefined));
      const inMenu = () => inRouter(<CurrencyPicker />, stores);
      const { unmount } = inMenu();
      expect(load).toHaveBeenCalled();
      // Loading: the current currency alone, busy and not yet choosable.
      const busy = screen.getByLabelText('Currency');
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['US$ USD']);
      unmount();
      // A failed list (empty, settled): no picker, prices stay in USD.
      act(() => runInAction(() => Object.assign(stores.currency, { settled: true, list: [] })));
      const failed = inMenu();
      expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
      failed.unmount();
      act(() => runInAction(() => (stores.currency.list = LIST)));
      inMenu();
      await user.selectOptions(screen.getByLabelText('Currency'), 'TWD');
      expect(stores.currency.code).toBe('TWD');
      expect(stores.currency.rate).toBe(32);
    });
  });

  describe('member menu', () => {
    it('starts fetching the login form when the shopper points at or tabs to Log in', async () => {
      const user = userEvent.setup();
      inRouter(<AccountButton />);
      const login = screen.getByRole('button', { name: 'Log in' });
      expect(preloadLoginBody).not.toHaveBeenCalled();
      await user.hover(login);
      expect(preloadLoginBody).toHaveBeenCalled();
      jest.mocked(preloadLoginBody).mockClear();
      await user.tab();
      expect(login).toHaveFocus();
      expect(preloadLoginBody).toHaveBeenCalled();
    });

    it('shows the hot-status dot, named, when the member has coupons or unpaid orders', async () => {
      const stores = testStores({ session: testSession({ nickname: 'Demo Shopper' }) });
      const coupons = jest.spyOn(stores.api.coupons, 'memberAvailable').mockResolvedValue([]);
      jest.spyOn(stores.api.orders, 'unpaidCount').mockResolvedValue(0);
      inRouter(<AccountButton />, stores);
      await waitFor(() => expect(coupons).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('link', { name: 'Account of Demo Shopper' })).toBeInTheDocument();
      expect(screen.queryByTestId('hot-status')).not.toBeInTheDocument();
      // A coupon claimed on another page: the header reads the member's coupons again.
      coupons.mockResolvedValue([{ id: 1 } as MemberCoupon]);
      act(() => stores.user.memberDataChanged());
      const link = await screen.findByRole('link', {
        name: 'Account of Demo Shopper: you have coupons or unpaid orders',
      });
      expect(within(link).getByTestId('hot-status')).toBeInTheDocument();
    });
  });
});
