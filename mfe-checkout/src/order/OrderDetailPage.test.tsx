import { screen } from '@testing-library/react';
import { ApiError, orders, userStore, type Order } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import OrderDetailPage from './OrderDetailPage';

const order: Order = {
  id: 1001,
  orderSn: 'TU202611200001',
  status: 0,
  inputStatus: 0,
  productId: 1,
  productName: 'Mobile Legends',
  pic: '/media/products/mobile-legends.svg',
  denomination: '86 Diamonds',
  quantity: 2,
  amount: 2.84,
  currency: 'USD',
  delivery: '["User ID:12345678","Zone ID:2001"]',
  createTime: '2026-11-20T09:15:00.000Z',
  payExpireTime: '2026-11-20T13:15:00.000Z',
  preview: {
    realnameRequired: '',
    realnameStatus: 2,
    realnameRejectReason: '',
    spotcheckRequired: '',
    spotcheckStatus: 2,
    spotcheckRejectReason: '',
  },
};

const at = (path: string) => renderPage(<OrderDetailPage />, { path, route: '/order/detail' });

describe('OrderDetailPage', () => {
  beforeEach(() => {
    localStorage.clear();
    userStore.clearSession();
  });
  afterEach(() => jest.restoreAllMocks());

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

  it('shows the order with its status and account details as label：value', async () => {
    Object.assign(userStore, { token: 'Bearer t' });
    jest.spyOn(orders, 'bySn').mockResolvedValue(order);
    at('/order/detail?oid=TU202611200001');
    expect(await screen.findByText('TU202611200001')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText('User ID：12345678')).toBeInTheDocument();
    expect(screen.getByText('$2.84')).toBeInTheDocument();
  });

  it('shows the server message for an order that is not the member’s', async () => {
    Object.assign(userStore, { token: 'Bearer t' });
    jest.spyOn(orders, 'bySn').mockRejectedValue(new ApiError(404, 'Order not found.', '/homs/order/sn/:sn'));
    at('/order/detail?oid=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });
});
