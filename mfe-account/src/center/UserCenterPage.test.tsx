import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { i18n } from '@topup/shared-lib';
import { EXPIRED, logIn, orderFixture, testStores } from '@topup/shared-lib/testing';
import { member, memberStores } from '../testing/fixtures';
import * as UserCenterPage from './UserCenterPage';
import { dropOnShopperChange, PageDataCache, renderPage, renderRoutePage, RoutePage } from 'shell/testing';
import { expiredCouponsApi } from '../coupons/couponLists';

const LOGIN_PROMPT = 'Log in to see your orders, coupons and account details.';
const noOrders = { list: [], total: 0, pageNum: 1, pageSize: 5 };

/** A visitor's fresh store set: nobody logged in, nothing stored. */
const guestStores = () => testStores({ session: null });

describe('UserCenterPage', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('closes the login popup it opened when the visitor leaves without logging in', async () => {
    const stores = guestStores();
    const view = renderRoutePage(UserCenterPage, { path: '/user', route: '/user', stores });
    await screen.findByText(LOGIN_PROMPT);
    expect(stores.loginPopup.visible).toBe(true);
    view.unmount();
    expect(stores.loginPopup.visible).toBe(false);
  });

  it('opens the login popup for an anonymous shopper at once, and again from the page', async () => {
    const stores = guestStores();
    renderRoutePage(UserCenterPage, { path: '/user', route: '/user', stores });
    expect(await screen.findByText(LOGIN_PROMPT)).toBeInTheDocument();
    expect(stores.loginPopup.visible).toBe(true);
    stores.loginPopup.close();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(stores.loginPopup.visible).toBe(true);
  });

  it('re-renders with the member and their orders when the store set logs in', async () => {
    const stores = guestStores();
    const { api } = stores;
    const list = jest.spyOn(api.orders, 'list').mockResolvedValue(noOrders);
    // A login also reloads the member's coupons and unpaid count.
    jest.spyOn(api.coupons, 'memberAvailable').mockResolvedValue([]);
    jest.spyOn(api.orders, 'unpaidCount').mockResolvedValue(0);
    // As the shell wires it: a new member drops the page data read for the guest.
    const cache = new PageDataCache();
    dropOnShopperChange(cache, stores);
    renderRoutePage(UserCenterPage, { path: '/user', route: '/user', stores, cache });
    await screen.findByText(LOGIN_PROMPT);
    expect(list).not.toHaveBeenCalled();
    act(() => logIn(stores, { token: 'Bearer t', info: member }));
    const details = await screen.findByRole('region', { name: 'Member details' });
    expect(details).toHaveTextContent('Demo Shopper');
    expect(details).toHaveTextContent('Identity approved');
    // growth 0 is not shown (only above 0 counts)
    expect(details).not.toHaveTextContent('Growth points');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ pageNum: 1, pageSize: 5 });
  });

  it("holds the member card's place while the session check answers, then fills it", async () => {
    localStorage.setItem('user-token', JSON.stringify({ value: 'Bearer t', expires: Date.now() + 60_000 }));
    // The tab's store set, restored from storage: a token, no member info yet.
    const stores = testStores();
    const { api } = stores;
    jest.spyOn(api.orders, 'list').mockResolvedValue(noOrders);
    jest.spyOn(api.coupons, 'memberAvailable').mockResolvedValue([]);
    jest.spyOn(api.orders, 'unpaidCount').mockResolvedValue(0);
    renderRoutePage(UserCenterPage, { path: '/user', route: '/user', stores });

    const card = await screen.findByRole('region', { name: 'Member details' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).not.toHaveTextContent('Demo Shopper');
    // The session check answers with the member.
    act(() => stores.user.setInfo(member));
    const details = screen.getByRole('region', { name: 'Member details' });
    expect(details).not.toHaveAttribute('aria-busy');
    expect(details).toHaveTextContent('Demo Shopper');
  });

  it('keeps the tab in the URL: tab=order shows orders, tab=coupons coupons', async () => {
    function Location() {
      const location = useLocation();
      return <output aria-label="Address">{location.search}</output>;
    }
    const stores = memberStores();
    const { api } = stores;
    jest.spyOn(api.orders, 'list').mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    jest.spyOn(api.orders, 'totals').mockResolvedValue({
      total: 0,
      unpaid: 0,
      paid: 0,
      finished: 0,
      cancelled: 0,
      overUnpaidThreshold: false,
    });
    jest.spyOn(api.coupons, 'memberAvailable').mockResolvedValue([]);
    jest.spyOn(expiredCouponsApi(api), 'memberExpired').mockResolvedValue({ list: [] });
    jest.spyOn(api.coupons, 'memberUsed').mockResolvedValue({ list: [] });
    renderPage(
      <>
        <RoutePage moduleId="account/UserCenterPage" module={UserCenterPage} params={{}} />
        <Location />
      </>,
      { path: '/user?tab=order', route: '/user', stores },
    );
    expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(stores.loginPopup.visible).toBe(false);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'My orders' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Coupons' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?tab=coupons');
    expect(
      await within(await screen.findByRole('tabpanel')).findByRole('heading', { name: 'My coupons' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    // Arrow keys move between tabs (and the URL follows).
    screen.getByRole('tab', { name: 'Coupons' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('');
    expect(await screen.findByRole('region', { name: 'Member details' })).toBeInTheDocument();
  });

  it('leads to the VIP growth, profile, details and verification pages, in both languages', async () => {
    const stores = memberStores();
    jest.spyOn(stores.api.orders, 'list').mockResolvedValue(noOrders);
    renderRoutePage(UserCenterPage, { path: '/user', route: '/user', stores });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    // The tabs show the overview, orders and coupons: the menu names the other pages.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/user/gain', '/user/user', '/order/uploadAuthPage']);
    expect(within(menu).getByRole('link', { name: 'Rewards and VIP growth' })).toHaveAttribute(
      'href',
      '/user/gain',
    );
    const card = await screen.findByRole('region', { name: 'Member details' });
    expect(within(card).getByRole('link', { name: 'Account details and sign-in settings' })).toHaveAttribute(
      'href',
      '/user/comp/info',
    );
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(within(menu).getByRole('link', { name: '獎勵與 VIP 成長' })).toHaveAttribute(
      'href',
      '/zh-TW/user/gain',
    );
    await act(() => i18n.changeLanguage('en'));
  });

  it("names each recent order's state, an expired or refunded one as such, in both languages", async () => {
    const stores = memberStores();
    const expired = orderFixture({ id: 1, orderSn: 'TU1', status: 0, payExpireTime: EXPIRED() });
    const refunded = orderFixture({ id: 2, orderSn: 'TU2', status: 4 });
    jest
      .spyOn(stores.api.orders, 'list')
      .mockResolvedValue({ ...noOrders, list: [expired, refunded], total: 2 });
    renderRoutePage(UserCenterPage, { path: '/user', route: '/user', stores });
    const recent = await screen.findByRole('region', { name: 'Recent orders' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Expired');
    expect(items[1]).toHaveTextContent('Refunded');
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(items[0]).toHaveTextContent('已過期');
    expect(items[1]).toHaveTextContent('已退款');
    await act(() => i18n.changeLanguage('en'));
  });
});
