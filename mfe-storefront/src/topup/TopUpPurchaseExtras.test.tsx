import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type MemberCoupon, type Order, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import {
  CURRENCIES,
  LOOKUP_WAIT,
  logIn,
  mockCatalogue,
  renderTopUp,
  holdCoupons,
  save1,
  save2,
  welcome5,
} from '../testing/topUpFixtures';
import { heldCoupons } from './useHeldCoupons';

// Whole pages render through their loaders: on a busy machine a first render takes more than the
// default second to appear (no assertion depends on how long it takes).
configure({ asyncUtilTimeout: 5000 });

jest.setTimeout(30_000);

const HOUR_MS = 3_600_000;

const unpaidOrder = (id: number, payExpireTime: string): Order =>
  ({
    id,
    orderSn: `TU20261120000${id}`,
    status: 0,
    payExpireTime,
    couponDiscount: 2,
    preview: {
      realnameRequired: '',
      realnameStatus: 2,
      realnameRejectReason: '',
      spotcheckRequired: '',
      spotcheckStatus: 2,
      spotcheckRejectReason: '',
    },
  }) as Order;

const usedBy = (coupon: MemberCoupon, orderId: number): MemberCoupon => ({
  ...coupon,
  status: 'used',
  useTime: '2026-11-20T00:00:00Z',
  orderId,
});

describe('the purchase page', () => {
  let stores: Stores;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    stores = testStores({ session: null });
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('shows no price until a pack is chosen', async () => {
    mockCatalogue(stores);
    renderTopUp(stores);
    const summary = await screen.findByRole('region', { name: 'Order summary' }, LOOKUP_WAIT);
    expect(summary).toHaveTextContent('Price—');
    expect(summary).toHaveTextContent('Total—');
    expect(summary).toHaveTextContent('Choose a pack to see the price.');
    expect(summary).not.toHaveTextContent('$');
    await userEvent.click(screen.getByRole('radio', { name: /^60 Genesis Crystals/ }));
    expect(await within(summary).findByText('US$0.95', { selector: '.sf-summary__total dd' })).toBeVisible();
    expect(summary).not.toHaveTextContent('—');
  });

  it('links to the product’s details and to more goods by category', async () => {
    mockCatalogue(stores);
    renderTopUp(stores);
    expect(await screen.findByRole('link', { name: 'Product details' })).toHaveAttribute(
      'href',
      '/product/2',
    );
    const more = screen.getByRole('navigation', { name: 'More goods' });
    expect(within(more).getByRole('link', { name: 'Mobile games' })).toHaveAttribute('href', '/Good/1');
    expect(within(more).getByRole('link', { name: 'RPG' })).toHaveAttribute('href', '/Good/2');
  });

  describe('promo code', () => {
    it('asks a guest to log in to redeem a code', async () => {
      mockCatalogue(stores);
      renderTopUp(stores);
      await userEvent.click(await screen.findByRole('button', { name: 'Log in to redeem a code' }));
      expect(stores.loginPopup.visible).toBe(true);
      expect(screen.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
    });

    it('redeems a member’s code: it joins their coupons and this order', async () => {
      mockCatalogue(stores);
      const { mine } = logIn(stores, [save1]);
      const redeemed: MemberCoupon = { ...save2, id: 777, code: 'MLBB10' };
      const redeem = jest.spyOn(stores.api.coupons, 'redeem').mockResolvedValue(redeemed);
      renderTopUp(stores);
      await userEvent.click(await screen.findByRole('radio', { name: /980\+110 Genesis Crystals/ }));
      await waitFor(() => expect(screen.getByRole('radio', { name: /SAVE1/ })).toBeChecked());
      mine.mockResolvedValue([save1, redeemed]);
      holdCoupons([redeemed]);
      await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), ' mlbb10 {Enter}');
      expect(redeem).toHaveBeenCalledWith({ code: 'mlbb10' });
      expect(
        screen.getByText('Code redeemed: US$2.00 off orders of US$10.00 or more is in your coupons.'),
      ).toBeInTheDocument();
      expect(await screen.findByRole('radio', { name: /MLBB10/ })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
      // Enter redeemed the code; it bought nothing.
      expect(screen.queryByRole('dialog', { name: 'Confirm your order' })).not.toBeInTheDocument();
    });

    it('says why a code was refused, in place, without a toast, keeping the code', async () => {
      mockCatalogue(stores);
      logIn(stores);
      jest
        .spyOn(stores.api.coupons, 'redeem')
        .mockRejectedValue(new ApiError(404, 'No coupon has this code.', '/hums/coupon/capture/redemption'));
      const toast = jest.spyOn(stores.ui, 'toast');
      renderTopUp(stores);
      const field = await screen.findByRole('textbox', { name: 'Promo code' });
      await userEvent.type(field, 'NOPE');
      await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('No coupon has this code.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue('NOPE');
      expect(toast).not.toHaveBeenCalled();
    });

    it('asks for a code before sending anything', async () => {
      mockCatalogue(stores);
      logIn(stores);
      const redeem = jest.spyOn(stores.api.coupons, 'redeem');
      renderTopUp(stores);
      await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Enter a promo code.');
      expect(redeem).not.toHaveBeenCalled();
    });
  });

  describe('new-user offer', () => {
    it('is shown to a guest, who is asked to log in to claim it', async () => {
      mockCatalogue(stores);
      renderTopUp(stores);
      const offer = await screen.findByRole('complementary', { name: 'New-user offer' });
      expect(offer).toHaveTextContent('WELCOME5: US$5.00 off orders of US$20.00 or more');
      await userEvent.click(within(offer).getByRole('button', { name: 'Log in to claim' }));
      expect(stores.loginPopup.visible).toBe(true);
    });

    it('is priced in the shopper’s currency', async () => {
      stores = testStores({ session: null, currency: 'TWD' });
      stores.currency.setList(CURRENCIES);
      mockCatalogue(stores, () => 'TWD');
      renderTopUp(stores);
      const offer = await screen.findByRole('complementary', { name: 'New-user offer' });
      expect(offer).toHaveTextContent('NT$162.50 off orders of NT$650.00 or more');
    });

    it('lets a member who never paid claim it, and uses it on the order', async () => {
      mockCatalogue(stores);
      const { mine } = logIn(stores, []);
      const held: MemberCoupon = { ...save2, id: 900, couponId: 1, code: 'WELCOME5', value: 5, minSpend: 0 };
      const capture = jest.spyOn(stores.api.coupons, 'capture').mockImplementation(() => {
        mine.mockResolvedValue([held]);
        return Promise.resolve(held);
      });
      renderTopUp(stores);
      await userEvent.click(await screen.findByRole('radio', { name: /980\+110 Genesis Crystals/ }));
      const offer = await screen.findByRole('complementary', { name: 'New-user offer' });
      await userEvent.click(within(offer).getByRole('button', { name: 'Claim the new-user coupon' }));
      expect(capture).toHaveBeenCalledWith(welcome5.id);
      expect(await screen.findByRole('radio', { name: /WELCOME5/ })).toBeChecked();
      // Claimed: no longer offered.
      expect(screen.queryByRole('complementary', { name: 'New-user offer' })).not.toBeInTheDocument();
    });

    it('is not shown to a member who has paid for an order, nor to one who holds it', async () => {
      const { newUser } = mockCatalogue(stores);
      const { totals } = logIn(stores);
      totals.mockResolvedValue({
        total: 1,
        unpaid: 0,
        paid: 0,
        finished: 1,
        cancelled: 0,
        overUnpaidThreshold: false,
      });
      const view = renderTopUp(stores);
      expect(await screen.findByRole('radio', { name: /SAVE2/ })).toBeInTheDocument();
      await waitFor(() => expect(totals).toHaveBeenCalledTimes(1));
      await act(() => Promise.resolve()); // the standing has been read
      expect(screen.queryByRole('complementary', { name: 'New-user offer' })).not.toBeInTheDocument();
      view.unmount();

      newUser.mockResolvedValue({ ...welcome5, captured: true });
      totals.mockResolvedValue({
        total: 0,
        unpaid: 0,
        paid: 0,
        finished: 0,
        cancelled: 0,
        overUnpaidThreshold: false,
      });
      renderTopUp(stores);
      expect(await screen.findByRole('radio', { name: /SAVE2/ })).toBeInTheDocument();
      await waitFor(() => expect(totals).toHaveBeenCalledTimes(2));
      await act(() => Promise.resolve());
      expect(screen.queryByRole('complementary', { name: 'New-user offer' })).not.toBeInTheDocument();
    });

    it('is left out when the store has no offer', async () => {
      const { newUser } = mockCatalogue(stores);
      newUser.mockRejectedValue(new ApiError(404, 'New-user coupon not found.', '/public/newuser/coupon/0'));
      renderTopUp(stores);
      expect(await screen.findByRole('region', { name: 'Order summary' })).toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'New-user offer' })).not.toBeInTheDocument();
    });
  });

  describe('a coupon held by an unpaid order', () => {
    it('says which order holds it, with the way to pay or cancel it', async () => {
      mockCatalogue(stores);
      logIn(stores, [save1]);
      const inAnHour = new Date(Date.now() + HOUR_MS).toISOString();
      jest.spyOn(stores.api.coupons, 'memberUsed').mockResolvedValue({ list: [usedBy(save2, 9)] });
      const unpaid = jest
        .spyOn(stores.api.orders, 'list')
        .mockResolvedValue({ list: [unpaidOrder(9, inAnHour)], total: 1, pageNum: 1, pageSize: 10 });
      renderTopUp(stores);
      expect(
        await screen.findByText(
          'Coupon SAVE2 is held by your unpaid order TU202611200009. Pay that order, or cancel it to use the coupon here.',
          {},
          LOOKUP_WAIT,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pay or cancel order TU202611200009' })).toHaveAttribute(
        'href',
        '/order/detail?oid=9',
      );
      expect(unpaid).toHaveBeenCalledWith({ status: 0, pageSize: 10 });
    });

    it('finds the held coupons usable on the product whose order is still unpaid', () => {
      const now = Date.parse('2026-11-20T12:00:00Z');
      const open = unpaidOrder(9, '2026-11-20T13:00:00Z');
      const closed = unpaidOrder(10, '2026-11-20T11:00:00Z');
      const paid = { ...unpaidOrder(11, '2026-11-20T13:00:00Z'), status: 1 };
      const otherProduct = { ...save1, id: 600, productId: 5 };
      const held = heldCoupons(
        [usedBy(save2, 9), usedBy(save1, 10), usedBy({ ...save2, id: 601 }, 11), usedBy(otherProduct, 9)],
        [open, closed, paid],
        2,
        now,
      );
      expect(held.map(({ coupon, order, expired }) => [coupon.id, order.id, expired])).toEqual([
        [501, 9, false],
        [502, 10, true],
      ]);
    });

    it('names nothing for a guest', async () => {
      mockCatalogue(stores);
      const used = jest.spyOn(stores.api.coupons, 'memberUsed');
      renderTopUp(stores);
      expect(await screen.findByRole('region', { name: 'Order summary' })).toBeInTheDocument();
      expect(used).not.toHaveBeenCalled();
    });
  });

  it('speaks Traditional Chinese: no price yet, the promo code, the offer, the servers, the links', async () => {
    await i18n.changeLanguage('zh-TW');
    try {
      mockCatalogue(stores);
      renderTopUp(stores);
      const summary = await screen.findByRole('region', { name: '訂單摘要' });
      expect(summary).toHaveTextContent('選擇方案後即顯示價格。');
      expect(screen.getByRole('button', { name: '登入以兌換優惠碼' })).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: '新用戶優惠' })).toHaveTextContent('登入以領取');
      expect(screen.getByRole('option', { name: '亞服' })).toHaveValue('os_asia');
      expect(screen.getByRole('link', { name: '商品詳情' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: '更多商品' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
