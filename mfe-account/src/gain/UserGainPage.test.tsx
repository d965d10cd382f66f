import { act, screen } from '@testing-library/react';
import { coupons, i18n } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import { logInLocally } from '../testing/fixtures';
import UserGainPage from './UserGainPage';

describe('UserGainPage', () => {
  beforeEach(() => {
    localStorage.clear();
    logInLocally();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the VIP level, discount and the growth still needed', async () => {
    jest
      .spyOn(coupons, 'vipDiscount')
      .mockResolvedValue({ level: 2, growth: 120, discountPercent: 2, nextLevelGrowth: 300 });
    renderPage(<UserGainPage />);
    const vip = await screen.findByRole('region', { name: 'VIP level' });
    expect(await screen.findByText('2% off every order')).toBeInTheDocument();
    expect(vip).toHaveTextContent('180 more growth points');
  });

  it('says so at the top level, in Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    jest
      .spyOn(coupons, 'vipDiscount')
      .mockResolvedValue({ level: 5, growth: 9000, discountPercent: 8, nextLevelGrowth: null });
    renderPage(<UserGainPage />);
    expect(await screen.findByText('您已是最高等級。')).toBeInTheDocument();
  });
});
