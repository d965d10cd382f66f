import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type Coupon, type Stores } from '@topup/shared-lib';
import { makeCoupon, memberStores } from '../testing/fixtures';
import * as UserCouponsPage from './UserCouponsPage';
import { renderRoutePage } from 'shell/testing';
import { expiredCouponsApi } from './couponLists';

const available = makeCoupon();
const percent = makeCoupon({
  id: 6,
  name: 'Mobile Legends 10%',
  code: 'MLBB10',
  kind: 'percent',
  value: 10,
  minSpend: 0,
  productId: 1,
});
const expired = makeCoupon({
  id: 7,
  name: 'Spring',
  code: 'SPRING2',
  status: 'expired',
  expireTime: '2026-04-01T00:00:00Z',
});

/** The coupons page through its loader, as the shell renders it. */
const renderCoupons = (stores: Stores) =>
  renderRoutePage(UserCouponsPage, { path: '/user/comp/coupons', route: '/user/comp/coupons', stores });

/** The store's new-user offer as read for a member who has not claimed it. */
const newUserOffer: Coupon = {
  id: 1,
  code: 'WELCOME5',
  name: 'Welcome $5',
  kind: 'amount',
  value: 5,
  minSpend: 20,
  productId: null,
  newUser: true,
  validDays: 30,
  endTime: '2027-12-31T00:00:00Z',
  remaining: 100,
  captured: false,
};

describe('CouponsPanel', () => {
  let stores: Stores;
  beforeEach(() => {
    localStorage.clear();
    stores = memberStores();
    jest.spyOn(stores.api.coupons, 'memberAvailable').mockResolvedValue([available, percent]);
    jest.spyOn(expiredCouponsApi(stores.api), 'memberExpired').mockResolvedValue({ list: [expired] });
    jest.spyOn(stores.api.coupons, 'memberUsed').mockResolvedValue({ list: [] });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('offers the new-user coupon and the games when no coupon is available, in both languages', async () => {
    jest.spyOn(stores.api.coupons, 'memberAvailable').mockResolvedValue([]);
    const offer = jest.spyOn(stores.api.coupons, 'newUser').mockResolvedValue(newUserOffer);
    renderCoupons(stores);
    expect(await screen.findByText('As a new member you can claim “Welcome $5”.')).toBeInTheDocument();
    expect(offer).toHaveBeenCalledWith(0);
    expect(screen.getByRole('link', { name: 'Claim the new-member coupon' })).toHaveAttribute(
      'href',
      '/mobile/coupon.html',
    );
    expect(screen.getByRole('link', { name: 'Browse games to top up' })).toHaveAttribute('href', '/top-up');

    await act(() => i18n.changeLanguage('zh-TW'));
    expect(await screen.findByRole('link', { name: '領取新會員優惠券' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '瀏覽可儲值的遊戲' })).toBeInTheDocument();
  });

  it('offers only the games once the new-user coupon is claimed', async () => {
    jest.spyOn(stores.api.coupons, 'memberAvailable').mockResolvedValue([]);
    jest.spyOn(stores.api.coupons, 'newUser').mockResolvedValue({ ...newUserOffer, captured: true });
    renderCoupons(stores);
    expect(await screen.findByRole('link', { name: 'Browse games to top up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim the new-member coupon' })).not.toBeInTheDocument();
  });

  it('shows each coupon with value, conditions and expiry, and the other lists with empty states', async () => {
    renderCoupons(stores);
    const list = await screen.findByRole('list', { name: 'Available' });
    // Named by its terms, not its seeded name.
    const first = within(list)
      .getByRole('heading', { name: 'US$2.00 off orders of US$10.00 or more' })
      .closest('li') as HTMLElement;
    expect(first).toHaveTextContent('US$2.00 off');
    expect(first).toHaveTextContent('On orders from US$10.00');
    expect(first).toHaveTextContent('For every product');
    expect(first).toHaveTextContent(/Valid until/);
    const second = within(list).getByRole('heading', { name: '10% off' }).closest('li') as HTMLElement;
    expect(second).toHaveTextContent('10% off');
    expect(second).toHaveTextContent('No minimum spend');
    expect(second).toHaveTextContent('For one product only');

    await userEvent.click(screen.getByRole('button', { name: 'Expired' }));
    expect(await screen.findByRole('list', { name: 'Expired' })).toHaveTextContent(/Expired on/);
    await userEvent.click(screen.getByRole('button', { name: 'Used' }));
    expect(await screen.findByText('You have not used any coupons yet.')).toBeInTheDocument();
  });

  it('redeems a code and says the failure inline, without a toast, keeping the code', async () => {
    const redeem = jest
      .spyOn(stores.api.coupons, 'redeem')
      .mockRejectedValueOnce(
        new ApiError(404, 'This coupon code does not exist.', '/hums/coupon/capture/redemption'),
      )
      .mockResolvedValueOnce(makeCoupon({ id: 9, name: 'Welcome $5', value: 5, minSpend: 20 }));
    const available = jest.mocked(stores.api.coupons.memberAvailable);
    const toasts = stores.ui.toasts.length;
    renderCoupons(stores);
    const input = await screen.findByLabelText('Redeem a coupon code');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a coupon code.');
    await userEvent.type(input, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon code does not exist.');
    expect(input).toHaveValue('NOPE');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(stores.ui.toasts.length).toBe(toasts);
    await userEvent.clear(input);
    await userEvent.type(input, 'welcome5');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Coupon “US$5.00 off orders of US$20.00 or more” added to your coupons.',
    );
    expect(redeem).toHaveBeenLastCalledWith({ code: 'welcome5' });
    await waitFor(() => expect(stores.user.memberDataRevision).toBe(1));
    // The page's lists are read again, the new coupon with them.
    expect(available.mock.calls.length).toBeGreaterThan(1);
  });

  it('shows a coupon’s value in the shopper’s currency, in both languages', async () => {
    stores.currency.setList([
      { code: 'USD', rate: 1, defaultSelect: true, symbol: '$' },
      { code: 'TWD', rate: 32.1, defaultSelect: false, symbol: 'NT$' },
    ]);
    stores.currency.select('TWD');
    renderCoupons(stores);
    // 200 and 1000 cents x 32.1.
    const list = await screen.findByRole('list', { name: 'Available' });
    const card = within(list)
      .getByRole('heading', { name: 'NT$64.20 off orders of NT$321.00 or more' })
      .closest('li') as HTMLElement;
    expect(card).toHaveTextContent('On orders from NT$321.00');
    expect(card).not.toHaveTextContent('US$');
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(within(list).getByRole('heading', { name: '滿 NT$321.00 折抵 NT$64.20' })).toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    jest.mocked(stores.api.coupons.memberAvailable).mockResolvedValue([]);
    renderCoupons(stores);
    expect(await screen.findByText('您目前沒有可使用的優惠券。')).toBeInTheDocument();
    expect(screen.getByLabelText('兌換優惠碼')).toBeInTheDocument();
  });
});
