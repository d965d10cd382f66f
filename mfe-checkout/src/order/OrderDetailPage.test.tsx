import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, orders, uiStore, userStore } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import { EXPIRED, orderFixture } from '@topup/shared-lib/src/testing/orderFixture';
import OrderDetailPage from './OrderDetailPage';

const at = (path: string) => renderPage(<OrderDetailPage />, { path, route: '/order/detail' });
const logIn = () => Object.assign(userStore, { token: 'Bearer t' });
const actions = () => screen.getByRole('group', { name: 'Order actions' });

describe('OrderDetailPage', () => {
  beforeEach(() => {
    localStorage.clear();
    userStore.clearSession();
    uiStore.sitePopups = [];
    uiStore.toasts = [];
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    Object.assign(window, { innerWidth: 1024 });
    // Unmounted first: a mounted page reads its order again in the new language, and its mock is gone.
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it('says when no order was given', () => {
    at('/order/detail');
    expect(screen.getByText('No order was given. Open an order from your account.')).toBeInTheDocument();
  });

  it('asks for a login before reading the order', () => {
    const read = jest.spyOn(orders, 'bySn');
    at('/order/detail?oid=TU202611200001');
    expect(screen.getByText('Log in to see this order.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('shows an unpaid order: product, picture, account as label：value, amount, coupon, time left', async () => {
    logIn();
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('TU202611200001')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mobile Legends' })).toBeInTheDocument();
    expect(screen.getByText('User ID：12345678')).toBeInTheDocument();
    expect(screen.getByText('Zone ID：2001')).toBeInTheDocument();
    expect(screen.getByText('$2.84')).toBeInTheDocument();
    expect(screen.getByText('−$0.28 coupon discount')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText(/Pay before the time runs out/)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to pay for this order' })).toHaveTextContent(
      /^0[12]:\d\d:\d\d$/,
    );
    const group = actions();
    expect(within(group).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Ask us to hurry' })).not.toBeInTheDocument();
  });

  it.each([
    [1, 'Paid, delivering', /We received your payment/, ['Ask us to hurry']],
    [2, 'Delivered', /The top-up was delivered/, []],
    [3, 'Cancelled', /This order was cancelled/, []],
    [7, 'Status 7', /Contact support/, []],
  ])(
    'status %s reads "%s", explains itself and offers only its actions',
    async (status, name, help, buttons) => {
      logIn();
      jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture({ status, couponDiscount: 0 }));
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

  it('an unpaid order whose time ran out cannot be paid, only cancelled', async () => {
    logIn();
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture({ payExpireTime: EXPIRED() }));
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('Payment time over')).toBeInTheDocument();
    expect(screen.getByText(/The time to pay for this order has run out/)).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('Pay now opens the payment list for the order', async () => {
    logIn();
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(uiStore.sitePopup('paymentList')).toEqual({ kind: 'paymentList', orderId: '1001' });
  });

  it('cancels after a second confirmation and shows the new status', async () => {
    logIn();
    const read = jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture());
    const cancel = jest.spyOn(orders, 'cancel').mockResolvedValue(orderFixture({ status: 3 }));
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel order' });
    read.mockResolvedValue(orderFixture({ status: 3 }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(cancel).toHaveBeenCalledWith(1001);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(uiStore.toasts.map((toast) => toast.message)).toContain('The order was cancelled.');
  });

  it('keeping the order leaves it alone', async () => {
    logIn();
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture());
    const cancel = jest.spyOn(orders, 'cancel');
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('urges a paid order', async () => {
    logIn();
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture({ status: 1 }));
    const urge = jest.spyOn(orders, 'urge').mockResolvedValue(orderFixture({ status: 1 }));
    at('/order/detail?oid=TU202611200001');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask us to hurry' }));
    expect(urge).toHaveBeenCalledWith(1001);
    expect(uiStore.toasts.map((toast) => toast.message)).toContain(
      'We asked the delivery team to hurry with your order.',
    );
  });

  it('copies the order number with the spec messages for success and failure', async () => {
    logIn();
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture());
    const writeText = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    at('/order/detail?oid=TU202611200001');
    await user.click(await screen.findByRole('button', { name: 'Copy order number' }));
    expect(writeText).toHaveBeenCalledWith('TU202611200001');
    expect(uiStore.toasts.at(-1)).toMatchObject({ message: 'Order number copied.', type: 'success' });
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy order number' }));
    expect(uiStore.toasts.at(-1)).toMatchObject({
      message: 'Copying failed. Select the order number and copy it by hand.',
      type: 'error',
    });
  });

  it('on mobile, openPay=1 opens the payment list at once', async () => {
    logIn();
    Object.assign(window, { innerWidth: 375 });
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001&openPay=1');
    await screen.findByText('TU202611200001');
    expect(uiStore.sitePopup('paymentList')).toEqual({ kind: 'paymentList', orderId: '1001' });
  });

  it('on a wide screen, openPay=1 leaves the list closed', async () => {
    logIn();
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture());
    at('/order/detail?oid=TU202611200001&openPay=1');
    await screen.findByText('TU202611200001');
    expect(uiStore.sitePopup('paymentList')).toBeNull();
  });

  it('shows the server message for an order that is not the member’s', async () => {
    logIn();
    jest.spyOn(orders, 'bySn').mockRejectedValue(new ApiError(404, 'Order not found.', '/homs/order/sn/:sn'));
    at('/order/detail?oid=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });

  it('speaks Traditional Chinese', async () => {
    logIn();
    await act(() => i18n.changeLanguage('zh-TW'));
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture({ status: 1 }));
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('已付款，發貨中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '催促發貨' })).toBeInTheDocument();
  });

  it('shows once the order has answered, under it: never under the loading line it would move from', async () => {
    logIn();
    let answer: (order: ReturnType<typeof orderFixture>) => void = () => undefined;
    jest.spyOn(orders, 'bySn').mockReturnValue(new Promise((resolve) => (answer = resolve)));
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
    jest
      .spyOn(orders, 'bySn')
      .mockRejectedValue(new ApiError(404, 'No such order', '/homs/order/sn/TU202611200001'));
    const { unmount } = at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('No such order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my orders' })).toBeInTheDocument();
    unmount();
    at('/order/detail');
    expect(screen.getByRole('link', { name: 'All my orders' })).toBeInTheDocument();
  });
});
