import { act, screen } from '@testing-library/react';
import { i18n, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { memberStores } from '../testing/fixtures';
import * as UserGainPage from './UserGainPage';
import { renderRoutePage } from 'shell/testing';

const renderGain = (stores: Stores) =>
  renderRoutePage(UserGainPage, { path: '/user/gain', route: '/user/gain', stores });

describe('UserGainPage', () => {
  let stores: Stores;
  beforeEach(() => {
    localStorage.clear();
    stores = memberStores();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the VIP level, discount and the growth still needed', async () => {
    jest
      .spyOn(stores.api.coupons, 'vipDiscount')
      .mockResolvedValue({ level: 2, growth: 120, discountPercent: 2, nextLevelGrowth: 300 });
    renderGain(stores);
    const vip = await screen.findByRole('region', { name: 'VIP level' });
    expect(await screen.findByText('2% off every order')).toBeInTheDocument();
    expect(vip).toHaveTextContent('180 more growth points');
  });

  it('says so at the top level, in Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    jest
      .spyOn(stores.api.coupons, 'vipDiscount')
      .mockResolvedValue({ level: 5, growth: 9000, discountPercent: 8, nextLevelGrowth: null });
    renderGain(stores);
    expect(await screen.findByText('您已是最高等級。')).toBeInTheDocument();
  });

  it('asks a guest to log in and reads nothing', async () => {
    const guest = testStores({ session: null });
    const vip = jest.spyOn(guest.api.coupons, 'vipDiscount');
    renderGain(guest);
    expect(
      await screen.findByText('Log in to see your orders, coupons and account details.'),
    ).toBeInTheDocument();
    expect(guest.loginPopup.visible).toBe(true);
    expect(vip).not.toHaveBeenCalled();
  });
});
