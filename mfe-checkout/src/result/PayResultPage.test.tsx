import { act, screen } from '@testing-library/react';
import { ApiError, i18n, type Stores } from '@topup/shared-lib';
import { EXPIRED, orderFixture, testSession, testStores } from '@topup/shared-lib/testing';
import * as PayResultPage from './PayResultPage';
import { PAY_RESULT_MAX_POLLS, PAY_RESULT_POLL_MS } from './usePaymentOutcome';
import { renderRoutePage } from 'shell/testing';

let stores: Stores;
const at = (query: string) =>
  renderRoutePage(PayResultPage, { path: `/pay-result${query}`, route: '/pay-result', stores });
const bySn = () => jest.spyOn(stores.api.orders, 'bySn');

describe('PayResultPage', () => {
  beforeEach(() => {
    stores = testStores({ session: testSession() });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('polls until the order is paid and says so', async () => {
    jest.useFakeTimers();
    const read = bySn()
      .mockResolvedValueOnce(orderFixture())
      .mockResolvedValueOnce(orderFixture())
      .mockResolvedValue(orderFixture({ status: 1 }));
    at('?oid=1001');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Checking your payment… This page updates by itself.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(PAY_RESULT_POLL_MS * 2));
    expect(screen.getByRole('status')).toHaveTextContent('Payment received. Your order is paid');
    // Once paid, nothing on the page still says the payment is being checked.
    expect(screen.queryByText(/checking your payment/i)).toBeNull();
    expect(read).toHaveBeenCalledTimes(3);
    expect(read).toHaveBeenCalledWith('1001');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/order/detail?oid=1001',
    );
    // Paid: the receipt says what was bought and for how much, and the shopper can shop on.
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent(orderFixture().orderSn);
    expect(receipt).toHaveTextContent(orderFixture().productName);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['cancelled', { status: 3 }],
    ['past its pay window', { payExpireTime: EXPIRED() }],
  ])('says the payment failed for an order %s', async (_name, change) => {
    const read = bySn().mockResolvedValue(orderFixture(change));
    at('?orderSn=TU202611200001');
    expect(await screen.findByText(/The payment did not go through./)).toHaveAttribute('role', 'status');
    expect(read).toHaveBeenCalledWith('TU202611200001');
  });

  it('gives up after the last poll, says so, and can check again', async () => {
    jest.useFakeTimers();
    const read = bySn().mockResolvedValue(orderFixture());
    at('?oid=1001');
    // The loader's read is the first; the page polls on from there.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(PAY_RESULT_POLL_MS * (PAY_RESULT_MAX_POLLS - 1)));
    expect(read).toHaveBeenCalledTimes(PAY_RESULT_MAX_POLLS);
    expect(screen.getByRole('status')).toHaveTextContent('We have not received your payment yet.');
    read.mockResolvedValue(orderFixture({ status: 2 }));
    await act(async () => screen.getByRole('button', { name: 'Check again' }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Payment received.');
  });

  it('a payment still pending at the end says so (the order is updated later), and can check again', async () => {
    jest.useFakeTimers();
    const read = bySn().mockResolvedValue(orderFixture({ paymentStatus: 'pending' }));
    at('?oid=1001');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(
      screen.getByText('Your payment provider is still confirming the payment… This page updates by itself.'),
    ).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(PAY_RESULT_POLL_MS * (PAY_RESULT_MAX_POLLS - 1)));
    expect(read).toHaveBeenCalledTimes(PAY_RESULT_MAX_POLLS);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your payment is still pending with the payment provider. We will update your order as soon as it is confirmed',
    );
    // Nothing polls on after the time-out.
    await act(() => jest.advanceTimersByTimeAsync(PAY_RESULT_POLL_MS * 5));
    expect(read).toHaveBeenCalledTimes(PAY_RESULT_MAX_POLLS);
    read.mockResolvedValue(orderFixture({ status: 1 }));
    await act(async () => screen.getByRole('button', { name: 'Check again' }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Payment received.');
  });

  it('a pending payment that settles while the page polls ends paid', async () => {
    jest.useFakeTimers();
    bySn()
      .mockResolvedValueOnce(orderFixture({ paymentStatus: 'pending' }))
      .mockResolvedValue(orderFixture({ status: 1, paymentStatus: 'succeeded' }));
    at('?oid=1001');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Your payment provider is still confirming');
    await act(() => jest.advanceTimersByTimeAsync(PAY_RESULT_POLL_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Payment received.');
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    bySn().mockResolvedValue(orderFixture({ status: 1 }));
    at('?oid=1001');
    expect(await screen.findByText('已收到付款，訂單已付款，儲值正在處理中。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '付款結果' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows a failed read with Retry, which reads again', async () => {
    const read = bySn()
      .mockRejectedValueOnce(new ApiError(404, 'Order not found.', '/homs/order/sn/:sn'))
      .mockResolvedValue(orderFixture({ status: 1 }));
    at('?oid=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText(/Payment received./)).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks for the order when none is given, and for a login when logged out', async () => {
    at('');
    expect(await screen.findByText(/No order was given/)).toBeInTheDocument();
    stores = testStores({ session: null });
    const read = bySn();
    at('?oid=1001');
    expect(await screen.findByText('Log in to see this order.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });
});
