import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, StoresProvider, i18n, type Stores } from '@topup/shared-lib';
import { EXPIRED, orderFixture, testSession, testStores } from '@topup/shared-lib/testing';
import * as OrderDetailPage from './OrderDetailPage';
import type { OrderDetailData } from './orderDetailLoader';
import {
  dropOnShopperChange,
  PageDataCache,
  PageDataCacheProvider,
  pageDataKey,
  renderRoutePage,
  RoutePage,
} from 'shell/testing';

const HOUR_MS = 3_600_000;
const ORDER_PATH = '/order/detail';
const ORDER_QUERY = '?oid=TU202611200001';

/** A read cache holding the page's data as a page the server rendered (or an earlier visit) left it. */
function cacheHolding(data: OrderDetailData, moduleId = 'test/page'): PageDataCache {
  return new PageDataCache({ [pageDataKey(moduleId, ORDER_PATH, ORDER_QUERY)]: { data } });
}

let stores: Stores;
const at = (path: string, cache?: PageDataCache) =>
  renderRoutePage(OrderDetailPage, { path, route: '/order/detail', stores, cache });
/** A member whose orders have no review written unless a test says otherwise. */
const logIn = () => {
  stores = testStores({ session: testSession() });
  jest.spyOn(stores.api.orders, 'comment').mockResolvedValue(null);
};
const bySn = () => jest.spyOn(stores.api.orders, 'bySn');
const actions = () => screen.getByRole('group', { name: 'Order actions' });
const toasts = () => stores.ui.toasts.map((toast) => toast.message);

describe('OrderDetailPage', () => {
  beforeEach(() => {
    localStorage.clear();
    stores = testStores({ session: null });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    Object.assign(window, { innerWidth: 1024 });
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it('says when no order was given', async () => {
    at('/order/detail');
    expect(
      await screen.findByText('No order was given. Open an order from your account.'),
    ).toBeInTheDocument();
  });

  it('asks for a login before reading the order', async () => {
    const read = bySn();
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('Log in to see this order.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the order once the shopper logs in', async () => {
    const cache = new PageDataCache();
    dropOnShopperChange(cache, stores);
    const read = bySn().mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001', cache);
    await screen.findByText('Log in to see this order.');
    act(() => runInAction(() => Object.assign(stores.user, { token: 'Bearer t' })));
    expect(await screen.findByText('TU202611200001')).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('TU202611200001');
  });

  it('shows an unpaid order: product, picture, account as label：value, amount, coupon, time left', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('TU202611200001')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mobile Legends' })).toBeInTheDocument();
    expect(screen.getByText('User ID: 12345678')).toBeInTheDocument();
    expect(screen.getByText('Zone ID: 2001')).toBeInTheDocument();
    expect(screen.getByText('US$2.84')).toBeInTheDocument();
    expect(screen.getByText('−US$0.28 coupon discount')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText(/Pay before the time runs out/)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to pay for this order' })).toHaveTextContent(
      /^0[12]:\d\d:\d\d$/,
    );
    const group = actions();
    expect(within(group).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Hurry up delivery' })).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 1 }, 'Paid, delivering', /We received your payment and are topping up/, ['Hurry up delivery']],
    [
      { status: 1, inputStatus: 1 },
      'Paid, details needed',
      /This product needs a few more details/,
      ['Hurry up delivery'],
    ],
    [{ status: 2 }, 'Delivered', /The top-up was delivered/, ['Write a review']],
    [{ status: 3 }, 'Cancelled', /This order was cancelled/, []],
    [{ status: 4 }, 'Refunded', /your payment was returned to you/, []],
    [{ status: 7 }, 'In progress', /Contact support/, []],
  ])(
    'an order %o reads "%s", explains itself and offers only its actions',
    async (change, name, help, buttons) => {
      logIn();
      bySn().mockResolvedValue(orderFixture({ ...change, couponDiscount: 0 }));
      at('/order/detail?oid=TU202611200001');
      expect(await screen.findByText(name)).toBeInTheDocument();
      expect(screen.getByText(help)).toBeInTheDocument();
      expect(screen.getByText('No coupon used')).toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      const group = screen.queryByRole('group', { name: 'Order actions' });
      const offered = group
        ? within(group)
            .getAllByRole('button')
            .map((button) => button.textContent)
        : [];
      expect(offered).toEqual(buttons);
      expect(screen.getByRole('button', { name: 'Copy order number' })).toHaveTextContent('Copy');
    },
  );

  it('a paid order waiting for an identity check offers Verify, which asks the account’s flow for this order', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture({ status: 1 }, { realnameRequired: 'idcard', realnameStatus: 0 }));
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('Paid, identity check needed')).toBeInTheDocument();
    expect(screen.getByText(/verify your identity for this order/)).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await userEvent.click(within(actions()).getByRole('button', { name: 'Verify identity' }));
    expect(stores.verificationTip.uploadRequests).toBe(1);
    expect(stores.verificationTip.requestedOrderSn).toBe('TU202611200001');
  });

  it('a paid order waiting for details leads to the account’s orders to add them', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture({ status: 1, inputStatus: 1 }));
    at('/order/detail?oid=TU202611200001');
    await screen.findByText('Paid, details needed');
    expect(within(actions()).getByRole('link', { name: 'Add the details' })).toHaveAttribute(
      'href',
      '/user?tab=order',
    );
  });

  it('a pending payment shows "Payment pending" and the payment’s status, not Pay now nor Cancel', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture({ paymentStatus: 'pending' }));
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('Payment pending')).toBeInTheDocument();
    expect(screen.getByText(/still confirming your payment/)).toBeInTheDocument();
    const group = actions();
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Check payment status' })).toHaveAttribute(
      'href',
      '/order/PayResult?oid=1001',
    );
    expect(screen.getByText(/The coupon is held by this order until it is paid/)).toBeInTheDocument();
  });

  it('an unpaid order holding a coupon says so, and cancelling says the coupon comes back', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001');
    expect(
      await screen.findByText(
        'The coupon is held by this order until it is paid. Cancelling the order gives it back to your coupons.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alertdialog', { name: 'Cancel order' })).toHaveTextContent(
      'The coupon it holds goes back to your coupons',
    );
  });

  it.each([
    [
      { payExpireTime: EXPIRED() },
      'The coupon is still held by this order. Cancel the order to get the coupon back.',
    ],
    [{ status: 3 }, 'The coupon this order used is back in your coupons.'],
    [{ status: 4 }, 'The coupon this order used is back in your coupons.'],
  ])('an order %o tells where its coupon is', async (change, note) => {
    logIn();
    bySn().mockResolvedValue(orderFixture(change));
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it('a refunded order reads "Refunded" and offers no payment', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture({ status: 4, payTime: '2026-11-20T12:00:00.000Z' }));
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('a delivered order: Write a review opens the review popup; once written, View your review', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture({ status: 2 }));
    at('/order/detail?oid=TU202611200001');
    await screen.findByText('Delivered');
    await userEvent.click(within(actions()).getByRole('button', { name: 'Write a review' }));
    expect(stores.ui.sitePopup('review')).toEqual({ kind: 'review', orderId: '1001', mode: 'add' });
    jest.spyOn(stores.api.orders, 'comment').mockResolvedValue({
      id: 9,
      productId: 1,
      orderId: 1001,
      author: 'Shopper',
      rating: 5,
      content: 'Fast.',
      images: [],
      likeCount: 0,
      liked: false,
      createTime: '2026-11-20T12:00:00.000Z',
    });
    act(() => stores.ui.closeSitePopup('review'));
    await userEvent.click(await within(actions()).findByRole('button', { name: 'View your review' }));
    expect(stores.ui.sitePopup('review')).toEqual({ kind: 'review', orderId: '1001', mode: 'view' });
  });

  it('shows the account’s delivery labels in Traditional Chinese, a seller’s own label as given', async () => {
    logIn();
    await act(() => i18n.changeLanguage('zh-TW'));
    bySn().mockResolvedValue(
      orderFixture({ delivery: '["User ID:12345678","Zone ID：2001","Guild:Lions"]' }),
    );
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('使用者 ID：12345678')).toBeInTheDocument();
    expect(screen.getByText('伺服器 ID：2001')).toBeInTheDocument();
    expect(screen.getByText('Guild：Lions')).toBeInTheDocument();
  });

  it('an unpaid order whose time ran out cannot be paid, only cancelled', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture({ payExpireTime: EXPIRED() }));
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.getByText(/The time to pay for this order has run out/)).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('Pay now opens the payment list for the order', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(stores.ui.sitePopup('paymentList')).toEqual({ kind: 'paymentList', orderId: '1001' });
  });

  it('reads the order again once the payment list closes (paid there, or in another tab)', async () => {
    logIn();
    const read = bySn().mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    read.mockResolvedValue(orderFixture({ status: 1 }));
    act(() => stores.ui.closeSitePopup('paymentList'));
    expect(await screen.findByText('Paid, delivering')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('cancels after a second confirmation and shows the new status', async () => {
    logIn();
    const read = bySn().mockResolvedValue(orderFixture());
    const cancel = jest.spyOn(stores.api.orders, 'cancel').mockResolvedValue(orderFixture({ status: 3 }));
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel order' });
    read.mockResolvedValue(orderFixture({ status: 3 }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(cancel).toHaveBeenCalledWith(1001);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(toasts()).toContain('The order was cancelled.');
  });

  it('keeping the order leaves it alone', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture());
    const cancel = jest.spyOn(stores.api.orders, 'cancel');
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('urges a paid order', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture({ status: 1 }));
    const urge = jest.spyOn(stores.api.orders, 'urge').mockResolvedValue(orderFixture({ status: 1 }));
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Hurry up delivery' }));
    expect(urge).toHaveBeenCalledWith(1001);
    expect(toasts()).toContain('We have asked the team to hurry up your delivery.');
  });

  it('copies the order number with its messages for success and failure', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture());
    const writeText = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    at('/order/detail?oid=TU202611200001');
    await user.click(await screen.findByRole('button', { name: 'Copy order number' }));
    expect(writeText).toHaveBeenCalledWith('TU202611200001');
    expect(stores.ui.toasts.at(-1)).toMatchObject({ message: 'Order number copied.', type: 'success' });
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy order number' }));
    expect(stores.ui.toasts.at(-1)).toMatchObject({
      message: 'Copying failed. Select the order number and copy it by hand.',
      type: 'error',
    });
  });

  it('on mobile, openPay=1 opens the payment list at once', async () => {
    logIn();
    Object.assign(window, { innerWidth: 375 });
    bySn().mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001&openPay=1');
    await screen.findByText('TU202611200001');
    expect(stores.ui.sitePopup('paymentList')).toEqual({ kind: 'paymentList', orderId: '1001' });
  });

  it('on mobile, openPay=1 leaves the list closed for an order that cannot be paid', async () => {
    logIn();
    Object.assign(window, { innerWidth: 375 });
    bySn().mockResolvedValue(orderFixture({ payExpireTime: EXPIRED() }));
    at('/order/detail?oid=TU202611200001&openPay=1');
    await screen.findByText('Expired');
    expect(stores.ui.sitePopup('paymentList')).toBeNull();
  });

  it('on a wide screen, openPay=1 leaves the list closed', async () => {
    logIn();
    bySn().mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001&openPay=1');
    await screen.findByText('TU202611200001');
    expect(stores.ui.sitePopup('paymentList')).toBeNull();
  });

  it('shows the server message for an order that is not the member’s', async () => {
    logIn();
    bySn().mockRejectedValue(new ApiError(404, 'Order not found.', '/homs/order/sn/:sn'));
    at('/order/detail?oid=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });

  it('speaks Traditional Chinese', async () => {
    logIn();
    await act(() => i18n.changeLanguage('zh-TW'));
    bySn().mockResolvedValue(orderFixture({ status: 1 }));
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('已付款，配送中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '催單' })).toBeInTheDocument();
  });

  it('shows once the order has answered, under it: never under the loading line it would move from', async () => {
    logIn();
    let answer: (order: ReturnType<typeof orderFixture>) => void = () => undefined;
    bySn().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    at('/order/detail?oid=TU202611200001');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('link', { name: 'All my orders' })).not.toBeInTheDocument();
    await act(async () => answer(orderFixture()));
    expect(await screen.findByRole('link', { name: 'All my orders' })).toHaveAttribute(
      'href',
      '/user?tab=order',
    );
  });

  it('shows under the error too, and when no order was given', async () => {
    logIn();
    bySn().mockRejectedValue(new ApiError(404, 'No such order', '/homs/order/sn/TU202611200001'));
    const { unmount } = at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('No such order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my orders' })).toBeInTheDocument();
    unmount();
    at('/order/detail');
    expect(await screen.findByRole('link', { name: 'All my orders' })).toBeInTheDocument();
  });

  it('the server renders the state at the moment the order was read, and nothing of the shopper’s clock', () => {
    logIn();
    // Read while it could still be paid; its window has closed since.
    const order = orderFixture({ payExpireTime: EXPIRED(), payTime: null });
    const cache = cacheHolding({
      kind: 'order',
      order: { ok: true, data: order },
      readAt: Date.now() - HOUR_MS,
      reviewed: false,
    });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <StoresProvider stores={stores}>
          <PageDataCacheProvider cache={cache}>
            <MemoryRouter initialEntries={[ORDER_PATH + ORDER_QUERY]}>
              <RoutePage moduleId="test/page" module={OrderDetailPage} params={{}} />
            </MemoryRouter>
          </PageDataCacheProvider>
        </StoresProvider>
      </I18nextProvider>,
    );
    expect(html).toContain('Waiting for payment');
    expect(html).toContain('Pay now');
    expect(html).not.toContain('role="timer"');
    expect(html).not.toContain(new Date(order.createTime).toLocaleString('en'));
  });

  it('data kept from an earlier visit shows an order whose pay window closed since as expired', async () => {
    logIn();
    const read = bySn();
    const order = orderFixture({ payExpireTime: EXPIRED() });
    at(
      ORDER_PATH + ORDER_QUERY,
      cacheHolding({
        kind: 'order',
        order: { ok: true, data: order },
        readAt: Date.now() - HOUR_MS,
        reviewed: false,
      }),
    );
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('Retry after a failed read reads the order again', async () => {
    logIn();
    const read = bySn().mockRejectedValueOnce(new ApiError(500, 'Boom', '/homs/order/sn/:sn'));
    read.mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('TU202611200001')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
