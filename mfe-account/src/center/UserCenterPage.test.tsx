import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coupons, orders, sso, userStore, type UserInfo } from '@topup/shared-lib';
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

  it('asks an anonymous shopper to log in and opens the login popup', async () => {
    renderPage(<UserCenterPage />);
    expect(screen.getByText('Log in to see your orders, coupons and account details.')).toBeInTheDocument();
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
});
