import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, i18n, writeStored, type Stores } from '@topup/shared-lib';
import { orderFixture, testSession, testStores } from '@topup/shared-lib/testing';
import * as PaymentTipsPage from './PaymentTipsPage';
import { renderRoutePage } from 'shell/testing';

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

const PAID_AT = '2026-11-20T12:34:00.000Z';
/** A member whose returned order reads as given. */
const member = (order = orderFixture()) => {
  stores = testStores({ session: testSession() });
  jest.spyOn(stores.api.orders, 'bySn').mockResolvedValue(order);
};
const receipt = () => screen.getByRole('region', { name: 'Receipt' });
const receiptRows = () =>
  within(receipt())
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('PaymentTipsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    stores = testStores({ session: null });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('success for a member is a receipt: number, item, amount and currency, player account, time', async () => {
    member(orderFixture({ status: 1, payTime: PAID_AT }));
    await at('payment-success.html');
    expect(heading()).toHaveTextContent('Payment successful');
    expect(receiptRows()).toEqual([
      ['Order number', 'TU202611200001 Copy'],
      ['Item', 'Mobile Legends, 86 Diamonds × 2'],
      ['Amount paid', 'US$2.84 (USD)'],
      ['Player account', 'User ID: 12345678Zone ID: 2001'],
      ['Paid on', new Date(PAID_AT).toLocaleString('en')],
    ]);
    expect(screen.getByRole('region', { name: 'What to do next' })).toHaveTextContent(
      'Your top-up is on its way to the player account above.',
    );
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/order/detail?oid=1001',
    );
    expect(screen.getByRole('link', { name: 'Check payment status' })).toHaveAttribute(
      'href',
      '/order/PayResult?oid=1001',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('the receipt in Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    member(orderFixture({ status: 1, payTime: PAID_AT, currency: 'TWD', amount: 90 }));
    await at('payment-success.html');
    const rows = within(screen.getByRole('region', { name: '收據' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows.slice(1, 4)).toEqual([
      ['商品', 'Mobile Legends，86 Diamonds × 2'],
      // NT$, not zh-TW's own bare "$" for TWD.
      ['付款金額', 'NT$90.00（TWD）'],
      ['玩家帳號', '使用者 ID：12345678伺服器 ID：2001'],
    ]);
    expect(screen.getByRole('link', { name: '查看付款狀態' })).toHaveAttribute(
      'href',
      '/zh-TW/order/PayResult?oid=1001',
    );
    expect(screen.getByRole('heading', { level: 2, name: '接下來' })).toBeInTheDocument();
  });

  it("the receipt names the game server the shopper picked, in the page's language", async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    // As store-api answers every page: the labels by their English names, the server by its id.
    const delivery = JSON.stringify(['UID:812345678', 'Server:os_asia']);
    member(orderFixture({ status: 1, payTime: PAID_AT, delivery }));
    await at('payment-success.html');
    const account = within(screen.getByRole('region', { name: '收據' })).getByRole('list');
    expect(
      within(account)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['UID：812345678', '伺服器：亞服']);
  });

  it('success the store has not recorded yet says it is being confirmed and leads to the status', async () => {
    member(orderFixture());
    await at('payment-success.html');
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(screen.getByText(/still confirming your payment with the payment provider/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check payment status' })).toHaveClass('tu-button--primary');
  });

  it.each(['payment-failed.html', 'payment-cancel.html', 'payment-failed-credit-guide.html'])(
    '%s for an order paid meanwhile (another tab) says it is already paid, not failed',
    async (tip) => {
      member(orderFixture({ status: 1, payTime: PAID_AT }));
      await at(tip);
      expect(heading()).toHaveTextContent('This order is already paid');
      expect(screen.getByText(/It was paid in another tab or window/)).toBeInTheDocument();
      expect(screen.queryByText(/you were not charged/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Try again|Pay now/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
        'href',
        '/order/detail?oid=1001',
      );
    },
  );

  it.each([
    ['payment-pending.html', /We update your order as soon as it is confirmed/],
    ['payment-failed.html', /Try again, choose another payment method/],
    ['payment-cancel.html', /cancel the order there if you changed your mind/],
    ['payment-failed-credit-guide.html', /try again with the same card/],
    ['payment-failed-paypal-guide.html', /try again with PayPal/],
  ])('%s says what to do next', async (tip, next) => {
    member(orderFixture());
    await at(tip);
    expect(screen.getByRole('region', { name: 'What to do next' })).toHaveTextContent(next);
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
    member();
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
    expect(stores.loginPopup.visible).toBe(true);
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
