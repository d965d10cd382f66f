// The purchase page shows store-api's quote, never a sum of its own: the figures below are ones the page
// could not have worked out (a price no pack has), so only the quote can put them on screen.
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { type OrderQuote } from './purchaseApi';
import {
  CURRENCIES,
  LOOKUP_WAIT,
  fillAccount,
  logIn,
  mockCatalogue,
  renderTopUp,
  travelerFound,
} from '../testing/topUpFixtures';
import { purchaseApi } from './purchaseApi';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const QUOTED: OrderQuote = {
  currency: 'TWD',
  quantity: 2,
  originalAmount: 737.66,
  vipDiscountPercent: 2,
  vipDiscount: 14.75,
  couponDiscount: 72.29,
  amount: 650.62,
};

describe('the purchase page’s price', () => {
  let stores: Stores;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    stores = testStores({ session: null });
    stores.currency.setList(CURRENCIES);
    stores.currency.select('TWD');
    mockCatalogue(stores, () => stores.currency.code);
  });
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows store-api’s quote in the summary and the confirm dialog, asked for what the order sends', async () => {
    travelerFound(stores);
    logIn(stores);
    const quote = jest.spyOn(purchaseApi(stores.api), 'quote').mockResolvedValue(QUOTED);
    renderTopUp(stores);
    await fillAccount('812345678');
    await userEvent.click(await screen.findByRole('radio', { name: /980\+110 Genesis Crystals/ }));
    await userEvent.selectOptions(screen.getByLabelText('Quantity'), '2');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('TotalNT$650.62'));
    expect(summary).toHaveTextContent('PriceNT$737.66');
    expect(summary).toHaveTextContent('VIP discount (2%)−NT$14.75');
    expect(summary).toHaveTextContent('Coupon−NT$72.29');
    // Quick changes (pack, then quantity) are asked once they settle: the last inputs, SAVE2 on them.
    expect(quote).toHaveBeenLastCalledWith({
      productId: 2,
      skuId: 13,
      quantity: 2,
      memberCouponId: 501,
      currency: 'TWD',
    });
    await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(confirm).toHaveTextContent('TotalNT$650.62');
  });

  it('waits, busy, while the price is asked, and says why store-api refuses to price', async () => {
    let refuse: (error: Error) => void = () => undefined;
    jest.spyOn(purchaseApi(stores.api), 'quote').mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    );
    await act(() => i18n.changeLanguage('zh-TW'));
    renderTopUp(stores);
    await userEvent.click(await screen.findByRole('radio', { name: /^60 Genesis Crystals/ }));
    const summary = screen.getByRole('region', { name: '訂單摘要' });
    await waitFor(() => expect(summary).toHaveAttribute('aria-busy', 'true'));
    expect(summary).toHaveTextContent('計算價格中…');
    expect(summary).not.toHaveTextContent('NT$');
    act(() => refuse(new ApiError(400, '不支援 TWD 幣別。', '/homs/order/quote')));
    expect(await within(summary).findByRole('alert')).toHaveTextContent('不支援 TWD 幣別。');
    expect(summary).not.toHaveAttribute('aria-busy');
  });
});
