import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, i18n, uiStore, userStore, writeStored } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import PaymentTipsPage from './PaymentTipsPage';

const at = (tip: string, query = '?orderSn=TU1&oid=1001') =>
  renderPage(<PaymentTipsPage />, { path: `/mobile/tips/${tip}${query}`, route: '/mobile/tips/:tip' });
const heading = () => screen.getByRole('heading', { level: 1 });
const guideLinks = () =>
  within(screen.getByRole('navigation', { name: 'Need help with the payment?' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('PaymentTipsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    userStore.clearSession();
    uiStore.sitePopups = [];
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('success: says so and leads to the order', () => {
    at('payment-success.html');
    expect(heading()).toHaveTextContent('Payment successful');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/order/detail?oid=1001',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('pending: offers the status check', () => {
    at('payment-pending.html');
    expect(heading()).toHaveTextContent('Payment pending');
    expect(screen.getByRole('link', { name: 'Check payment status' })).toHaveAttribute(
      'href',
      '/pay-result?oid=1001',
    );
  });

  it('failed after a card payment: the card guide, and Try again opens the payment list', async () => {
    writeStored(STORAGE_KEYS.paymentWay, 'card');
    Object.assign(userStore, { token: 'Bearer t' });
    at('payment-failed.html');
    expect(heading()).toHaveTextContent('Payment failed');
    expect(guideLinks()).toEqual(['Card payment tips']);
    expect(screen.getByRole('link', { name: 'Card payment tips' })).toHaveAttribute(
      'href',
      '/mobile/tips/payment-failed-credit-guide.html?orderSn=TU1&oid=1001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(uiStore.sitePopup('paymentList')).toEqual({ kind: 'paymentList', orderId: '1001' });
  });

  it('failed after PayPal: the PayPal guide', () => {
    writeStored(STORAGE_KEYS.paymentWay, 'paypal');
    at('payment-failed.html');
    expect(guideLinks()).toEqual(['PayPal payment tips']);
  });

  it('failed with no method known: both guides', () => {
    at('payment-failed.html');
    expect(guideLinks()).toEqual(['Card payment tips', 'PayPal payment tips']);
  });

  it('Try again asks a logged-out shopper to log in first', async () => {
    at('payment-failed.html');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(userStore.showLoginPopup).toBe(true);
    expect(uiStore.sitePopup('paymentList')).toBeNull();
    userStore.closeLoginPopup();
  });

  it('cancel: the order still waits, Pay now is offered', () => {
    at('payment-cancel.html');
    expect(heading()).toHaveTextContent('Payment cancelled');
    expect(screen.getByText(/Your order is still waiting for payment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('the card guide lists its advice', () => {
    at('payment-failed-credit-guide.html');
    expect(heading()).toHaveTextContent('Card payment failed');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(
      screen.getByText('Ask your bank to allow online and international payments on the card.'),
    ).toBeInTheDocument();
  });

  it('the PayPal guide lists its advice', () => {
    at('payment-failed-paypal-guide.html');
    expect(heading()).toHaveTextContent('PayPal payment failed');
    expect(screen.getByText('Allow pop-up windows for this site, then try again.')).toBeInTheDocument();
  });

  it('without an order it leads to the order list', () => {
    at('payment-failed.html', '');
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/user?tab=order');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    at('payment-success.html');
    expect(heading()).toHaveTextContent('付款成功');
  });
});
