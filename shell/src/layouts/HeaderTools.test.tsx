import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { currencyStore, i18n, products, userStore, type Currency } from '@topup/shared-lib';
import { preloadLoginBody } from '../overlays/loginPopupBody';
import { renderWithI18n, resetOverlayState } from '../overlays/overlays.testkit';
import { AccountButton } from './AccountButton';
import { ClassifyMenu } from './classify/ClassifyMenu';
import { ClassifyMenuStore, classifyMenuStore } from './classify/classifyMenuStore';
import { CurrencyPicker } from './CurrencyPicker';

jest.mock('../overlays/loginPopupBody', () => ({ preloadLoginBody: jest.fn() }));

const MENU = [
  { id: 1, label: 'Mobile games', icon: '/media/products/mobile-legends.svg', value: 1 },
  { id: 2, label: 'RPG', icon: '/media/products/genshin-impact.svg', value: 2 },
];

function inRouter(ui: React.ReactElement) {
  return renderWithI18n(<MemoryRouter>{ui}</MemoryRouter>);
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
      jest.spyOn(products, 'menu').mockResolvedValue(MENU);
      act(() => classifyMenuStore.reset());
      inRouter(<ClassifyMenu />);
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
      let down = true;
      jest.spyOn(products, 'menu').mockImplementation(async () => {
        if (down) throw new Error('down');
        return MENU;
      });
      act(() => classifyMenuStore.reset());
      await act(() => classifyMenuStore.ensure(i18n.language));
      inRouter(<ClassifyMenu />);
      await user.click(screen.getByRole('button', { name: 'Categories' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Categories could not be loaded.');
      down = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('link', { name: 'Mobile games' })).toBeInTheDocument();
    });
  });

  describe('currency picker', () => {
    const LIST: Currency[] = [
      { code: 'USD', rate: 1, defaultSelect: true, symbol: '$' },
      { code: 'TWD', rate: 32, defaultSelect: false, symbol: 'NT$' },
    ];

    it("hydrates a server's render as the server rendered it, though a stored list is known at once", async () => {
      jest.spyOn(currencyStore, 'load').mockResolvedValue();
      const picker = (
        <I18nextProvider i18n={i18n}>
          <CurrencyPicker />
        </I18nextProvider>
      );
      act(() => runInAction(() => Object.assign(currencyStore, { settled: false, list: [] })));
      const container = document.createElement('div');
      container.innerHTML = renderToString(picker);
      document.body.append(container);
      // A returning shopper's list comes from storage before the page hydrates.
      act(() => runInAction(() => Object.assign(currencyStore, { settled: true, list: LIST })));
      const differences: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, picker, { onRecoverableError: (error) => differences.push(error) });
      });
      expect(differences).toEqual([]);
      expect(
        within(container)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['USD $', 'TWD NT$']);
      container.remove();
      act(() => runInAction(() => Object.assign(currencyStore, { list: [], settled: false })));
    });

    it('holds its place while the list loads, hides without a list, and picks through the store', async () => {
      const user = userEvent.setup();
      const load = jest.spyOn(currencyStore, 'load').mockResolvedValue();
      const inMenu = () => inRouter(<CurrencyPicker />);
      act(() => runInAction(() => (currencyStore.settled = false)));
      const { unmount } = inMenu();
      expect(load).toHaveBeenCalled();
      // Loading: the current currency alone, busy and not yet choosable.
      const busy = screen.getByLabelText('Currency');
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['USD']);
      unmount();
      // A failed list (empty, settled): no picker, prices stay in USD.
      act(() => runInAction(() => Object.assign(currencyStore, { settled: true, list: [] })));
      const failed = inMenu();
      expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
      failed.unmount();
      act(() => runInAction(() => (currencyStore.list = LIST)));
      inMenu();
      await user.selectOptions(screen.getByLabelText('Currency'), 'TWD');
      expect(currencyStore.code).toBe('TWD');
      expect(currencyStore.rate).toBe(32);
      act(() => {
        runInAction(() => Object.assign(currencyStore, { list: [], settled: false }));
        currencyStore.select('USD');
      });
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

    it('shows the hot-status dot, named, when the member has coupons or unpaid orders', () => {
      jest.spyOn(userStore, 'logout').mockResolvedValue();
      act(() =>
        runInAction(() => {
          userStore.token = 'Bearer t';
          userStore.info = {
            id: 1,
            email: 'demo@topup.test',
            phone: '',
            username: 'demo',
            nickname: 'Demo Shopper',
            certStatus: 1,
            memo: '',
            createTime: '',
            growth: 0,
          };
        }),
      );
      inRouter(<AccountButton />);
      expect(screen.getByRole('link', { name: 'Account of Demo Shopper' })).toBeInTheDocument();
      expect(screen.queryByTestId('hot-status')).not.toBeInTheDocument();
      act(() => runInAction(() => (userStore.noPayList = [1])));
      const link = screen.getByRole('link', {
        name: 'Account of Demo Shopper: you have coupons or unpaid orders',
      });
      expect(within(link).getByTestId('hot-status')).toBeInTheDocument();
    });
  });
});
