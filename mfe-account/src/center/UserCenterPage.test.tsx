import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { coupons, orders, sso, userStore, verificationStore, type UserInfo } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import UserCenterPage from './UserCenterPage';

const member: UserInfo = {
  id: 1,
  email: 'demo@topup.test',
  phone: '',
  username: 'demo',
  nickname: 'Demo Shopper',
  certStatus: 1,
  memo: '',
  createTime: '2026-03-14T08:00:00Z',
  growth: 0,
};

describe('UserCenterPage', () => {
  beforeEach(() => {
    localStorage.clear();
    userStore.clearSession();
    userStore.closeLoginPopup();
  });
  afterEach(() => jest.restoreAllMocks());

  it('closes the login popup it opened when the visitor leaves without logging in', () => {
    const view = renderPage(<UserCenterPage />);
    expect(userStore.showLoginPopup).toBe(true);
    view.unmount();
    expect(userStore.showLoginPopup).toBe(false);
  });

  it('opens the login popup for an anonymous shopper at once, and again from the page', async () => {
    renderPage(<UserCenterPage />);
    expect(screen.getByText('Log in to see your orders, coupons and account details.')).toBeInTheDocument();
    expect(userStore.showLoginPopup).toBe(true);
    userStore.closeLoginPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(userStore.showLoginPopup).toBe(true);
  });

  it('re-renders with the member and their orders when the shared store logs in', async () => {
    jest.spyOn(sso, 'emailLogin').mockResolvedValue({ token: 't', tokenHead: 'Bearer ' });
    jest.spyOn(sso, 'userInfo').mockResolvedValue(member);
    jest.spyOn(orders, 'list').mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 5 });
    // A login also reloads the member's coupons and unpaid count (spec 4).
    jest.spyOn(coupons, 'memberAvailable').mockResolvedValue([]);
    jest.spyOn(orders, 'unpaidCount').mockResolvedValue(0);
    renderPage(<UserCenterPage />);
    await act(() => userStore.loginWithEmail('demo@topup.test', 'x'));
    const details = await screen.findByRole('region', { name: 'Member details' });
    expect(details).toHaveTextContent('Demo Shopper');
    expect(details).toHaveTextContent('Identity approved');
    // growth 0 is not shown (spec 3: only above 0 counts)
    expect(details).not.toHaveTextContent('Growth points');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });

  it("holds the member card's place while the session check answers, then fills it", async () => {
    localStorage.setItem('user-token', JSON.stringify({ value: 'Bearer t', expires: Date.now() + 60_000 }));
    userStore.restore();
    let answer!: (info: UserInfo) => void;
    jest.spyOn(sso, 'userInfo').mockReturnValue(new Promise<UserInfo>((resolve) => (answer = resolve)));
    jest.spyOn(orders, 'list').mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 5 });
    jest.spyOn(coupons, 'memberAvailable').mockResolvedValue([]);
    jest.spyOn(orders, 'unpaidCount').mockResolvedValue(0);
    renderPage(<UserCenterPage />);
    const checking = userStore.checkLogin();

    const card = screen.getByRole('region', { name: 'Member details' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).not.toHaveTextContent('Demo Shopper');
    await act(async () => {
      answer(member);
      await checking;
    });
    const details = screen.getByRole('region', { name: 'Member details' });
    expect(details).not.toHaveAttribute('aria-busy');
    expect(details).toHaveTextContent('Demo Shopper');
  });

  it('keeps the tab in the URL: tab=order shows orders, tab=coupons coupons', async () => {
    function Location() {
      const location = useLocation();
      return <output aria-label="Address">{location.search}</output>;
    }
    localStorage.setItem('user-token', JSON.stringify({ value: 'Bearer t', expires: Date.now() + 60_000 }));
    localStorage.setItem('user', JSON.stringify({ value: member, expires: Date.now() + 60_000 }));
    userStore.restore();
    jest.spyOn(orders, 'list').mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    jest.spyOn(orders, 'totals').mockResolvedValue({
      total: 0,
      unpaid: 0,
      paid: 0,
      finished: 0,
      cancelled: 0,
      overUnpaidThreshold: false,
    });
    jest.spyOn(coupons, 'memberAvailable').mockResolvedValue([]);
    jest.spyOn(verificationStore, 'checkAll').mockResolvedValue();
    renderPage(
      <>
        <UserCenterPage />
        <Location />
      </>,
      { path: '/user?tab=order', route: '/user' },
    );
    expect(userStore.showLoginPopup).toBe(false);
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'My orders' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Coupons' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?tab=coupons');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'My coupons' }),
    ).toBeInTheDocument();
    // Arrow keys move between tabs (and the URL follows).
    screen.getByRole('tab', { name: 'Coupons' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('');
    expect(await screen.findByRole('region', { name: 'Member details' })).toBeInTheDocument();
  });
});
