import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, i18n, writeStored, type Stores } from '@topup/shared-lib';
import { renderRoutePage } from '@topup/shared-lib/src/testing/renderPage';
import { testSession, testStores } from '@topup/shared-lib/src/testing/testStores';
import * as PaymentTipsPage from './PaymentTipsPage';

let stores: Stores;
const at = async (tip: string, query = '?orderSn=TU1&oid=1001') => {
  renderRoutePage(PaymentTipsPage, {
    path: `/mobile/tips/${tip}${query}`,
    route: '/mobile/tips/:tip',
    stores,
  });
  await screen.findByRole('heading', { level: 1 });
};
const heading = () => screen.getByRole('heading', { level: 1 });
const guideLinks = () =>
  within(screen.getByRole('navigation', { name: 'Need help with the payment?' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('PaymentTipsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    stores = testStores({ session: null });
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('success: says so and leads to the order', async () => {
    await at('payment-success.html');
    expect(heading()).toHaveTextContent('Payment successful');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/order/detail?oid=1001',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('pending: offers the status check', async () => {
    await at('payment-pending.html');
    expect(heading()).toHaveTextContent('Payment pending');
    expect(screen.getByRole('link', { name: 'Check payment status' })).toHaveAttribute(
      'href',
      '/pay-result?oid=1001',
    );
  });

  it('failed after a card payment: the card guide, and Try again opens the payment list', async () => {
    writeStored(STORAGE_KEYS.paymentWay, 'card');
    stores = testStores({ session: testSession() });
    await at('payment-failed.html');
    expect(heading()).toHaveTextContent('Payment failed');
    expect(guideLinks()).toEqual(['Card payment tips']);
    expect(screen.getByRole('link', { name: 'Card payment tips' })).toHaveAttribute(
      'href',
      '/mobile/tips/payment-failed-credit-guide.html?orderSn=TU1&oid=1001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(stores.ui.sitePopup('paymentList')).toEqual({ kind: 'paymentList', orderId: '1001' });
  });

  it('failed after PayPal: the PayPal guide', async () => {
    writeStored(STORAGE_KEYS.paymentWay, 'paypal');
    await at('payment-failed.html');
    expect(guideLinks()).toEqual(['PayPal payment tips']);
  });

  it('failed with no method known: both guides', async () => {
    await at('payment-failed.html');
    expect(guideLinks()).toEqual(['Card payment tips', 'PayPal payment tips']);
  });

  it('Try again asks a logged-out shopper to log in first', async () => {
    await at('payment-failed.html');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(stores.user.showLoginPopup).toBe(true);
    expect(stores.ui.sitePopup('paymentList')).toBeNull();
  });

  it('cancel: the order still waits, Pay now is offered', async () => {
    await at('payment-cancel.html');
    expect(heading()).toHaveTextContent('Payment cancelled');
    expect(screen.getByText(/Your order is still waiting for payment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('the card guide lists its advice', async () => {
    await at('payment-failed-credit-guide.html');
    expect(heading()).toHaveTextContent('Card payment failed');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(
      screen.getByText('Ask your bank to allow online and international payments on the card.'),
    ).toBeInTheDocument();
  });

  it('the PayPal guide lists its advice', async () => {
    await at('payment-failed-paypal-guide.html');
    expect(heading()).toHaveTextContent('PayPal payment failed');
    expect(screen.getByText('Allow pop-up windows for this site, then try again.')).toBeInTheDocument();
  });

  it('without an order it leads to the order list', async () => {
    await at('payment-failed.html', '');
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/user?tab=order');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    await at('payment-success.html');
    expect(heading()).toHaveTextContent('付款成功');
  });
});
