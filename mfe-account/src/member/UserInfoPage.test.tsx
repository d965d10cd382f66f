import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type UserInfo } from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/testing';
import { member } from '../testing/fixtures';
import * as UserInfoPage from './UserInfoPage';
import { renderRoutePage } from 'shell/testing';

const renderProfile = (info: Partial<UserInfo>, path = '/user/user') => {
  const stores = testStores({ session: testSession({ ...member, ...info }, 'Bearer t') });
  renderRoutePage(UserInfoPage, { path, route: path, stores });
  return stores;
};

describe('UserInfoPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('offers a password change, and an e-mail and a phone only to a member without them, each in the login popup', async () => {
    const stores = renderProfile({ email: '', phone: '' });
    const settings = await screen.findByRole('region', { name: 'Sign-in and security' });
    await userEvent.click(within(settings).getByRole('button', { name: 'Add an email address' }));
    expect(stores.loginPopup.visible).toBe(true);
    expect(stores.loginPopup.page).toBe('bindEmail');
    await userEvent.click(within(settings).getByRole('button', { name: 'Add a phone number' }));
    expect(stores.loginPopup.page).toBe('bindPhone');
    await userEvent.click(within(settings).getByRole('button', { name: 'Change password' }));
    expect(stores.loginPopup.page).toBe('changePassword');
  });

  it.each([
    ['en', 'Sign-in and security', 'Set a password'],
    ['zh-TW', '登入與安全', '設定密碼'],
  ])(
    'offers a member without a password to set one, asking no current password (%s)',
    async (language, heading, label) => {
      await act(() => i18n.changeLanguage(language));
      const stores = renderProfile({ hasPassword: false });
      const settings = await screen.findByRole('region', { name: heading });
      expect(within(settings).queryByRole('button', { name: /Change password|變更密碼/ })).toBeNull();
      await userEvent.click(within(settings).getByRole('button', { name: label }));
      expect(stores.loginPopup.page).toBe('setPassword');
    },
  );

  it('does not offer to add what the member already has, in Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    renderProfile({ email: 'demo@topup.test', phone: '886912345678' }, '/user/comp/info');
    const settings = await screen.findByRole('region', { name: '登入與安全' });
    expect(
      within(settings)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['變更密碼']);
  });

  it('leads to every other member page from the account menu, the profile marked', async () => {
    renderProfile({});
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My account', '/user'],
      ['My orders', '/user/comp/order'],
      ['My coupons', '/user/comp/coupons'],
      ['Rewards and VIP growth', '/user/gain'],
      ['Profile', '/user/user'],
      ['Identity verification', '/order/uploadAuthPage'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the login prompt and no settings to a visitor', async () => {
    const stores = testStores({ session: null });
    renderRoutePage(UserInfoPage, { path: '/user/user', route: '/user/user', stores });
    expect(
      await screen.findByText('Log in to see your orders, coupons and account details.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign-in and security' })).toBeNull();
    expect(stores.loginPopup.page).toBe('login');
  });
});
