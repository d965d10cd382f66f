import { act, screen } from '@testing-library/react';
import { ApiError, orders, userStore } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import { EXPIRED, orderFixture } from '@topup/shared-lib/src/testing/orderFixture';
import PayResultPage from './PayResultPage';
import { PAY_RESULT_MAX_POLLS, PAY_RESULT_POLL_MS } from './usePaymentOutcome';

const at = (query: string) =>
  renderPage(<PayResultPage />, { path: `/pay-result${query}`, route: '/pay-result' });

describe('PayResultPage', () => {
  beforeEach(() => {
    userStore.clearSession();
    Object.assign(userStore, { token: 'Bearer t' });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('polls until the order is paid and says so', async () => {
    jest.useFakeTimers();
    const read = jest
      .spyOn(orders, 'bySn')
      .mockResolvedValueOnce(orderFixture())
      .mockResolvedValueOnce(orderFixture())
      .mockResolvedValue(orderFixture({ status: 1 }));
    at('?oid=1001');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Checking your payment… This page updates by itself.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(PAY_RESULT_POLL_MS * 2));
    expect(screen.getByRole('status')).toHaveTextContent('Payment received. Your order is paid');
    expect(read).toHaveBeenCalledTimes(3);
    expect(read).toHaveBeenCalledWith('1001');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/order/detail?oid=1001',
    );
  });

  it.each([
    ['cancelled', { status: 3 }],
    ['past its pay window', { payExpireTime: EXPIRED() }],
  ])('says the payment failed for an order %s', async (_name, change) => {
    jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture(change));
    at('?orderSn=TU202611200001');
    expect(await screen.findByText(/The payment did not go through./)).toHaveAttribute('role', 'status');
  });

  it('gives up after the last poll, says so, and can check again', async () => {
    jest.useFakeTimers();
    const read = jest.spyOn(orders, 'bySn').mockResolvedValue(orderFixture());
    at('?oid=1001');
    await act(() => jest.advanceTimersByTimeAsync(PAY_RESULT_POLL_MS * PAY_RESULT_MAX_POLLS));
    expect(read).toHaveBeenCalledTimes(PAY_RESULT_MAX_POLLS);
    expect(screen.getByRole('status')).toHaveTextContent('We have not received your payment yet.');
    read.mockResolvedValue(orderFixture({ status: 2 }));
    await act(async () => screen.getByRole('button', { name: 'Check again' }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Payment received.');
  });

  it('shows a failed read with Retry', async () => {
    jest.spyOn(orders, 'bySn').mockRejectedValue(new ApiError(404, 'Order not found.', '/homs/order/sn/:sn'));
    at('?oid=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });

  it('asks for the order when none is given, and for a login when logged out', () => {
    at('');
    expect(screen.getByText(/No order was given/)).toBeInTheDocument();
  });
});
