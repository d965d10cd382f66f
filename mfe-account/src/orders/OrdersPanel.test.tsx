import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type Order, type OrderTotals, type Review, type Stores } from '@topup/shared-lib';
import { EXPIRED, orderFixture } from '@topup/shared-lib/testing';
import { memberStores } from '../testing/fixtures';
import VerificationCenter from '../verification/VerificationCenter';
import { verificationOf } from '../verification/verificationOf';
import * as UserOrdersPage from './UserOrdersPage';
import { orderListApi } from './orderListApi';
import { verificationApi } from '../verification/verificationApi';
import { renderPage, renderRoutePage, RoutePage } from 'shell/testing';

const totals = { total: 4, unpaid: 1, paid: 1, finished: 1, cancelled: 1, overUnpaidThreshold: false };
const page = (list: Order[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 10 });

const unpaid = orderFixture({
  id: 1,
  orderSn: 'TU1',
  status: 0,
  productName: 'Genshin Impact',
  delivery: JSON.stringify(['UID:800000001', 'Server：os_asia']),
});
const paid = orderFixture({ id: 2, orderSn: 'TU2', status: 1 });
const finished = orderFixture({ id: 3, orderSn: 'TU3', status: 2 });
const cancelled = orderFixture({ id: 4, orderSn: 'TU4', status: 3 });
const awaitingForm = orderFixture({ id: 5, orderSn: 'TU5', status: 1, inputStatus: 1 });
const expired = orderFixture({ id: 6, orderSn: 'TU6', status: 0, payExpireTime: EXPIRED() });
const review: Review = {
  id: 40,
  productId: 1,
  orderId: 3,
  author: 'Demo',
  rating: 5,
  content: 'Fast.',
  images: [],
  likeCount: 0,
  liked: false,
  createTime: '2026-11-20T00:00:00.000Z',
};
const verifying = orderFixture(
  { id: 7, orderSn: 'TU7', status: 1, productName: 'Honor of Kings' },
  { realnameRequired: 'idcard', realnameStatus: 0 },
);

/** The stores' answers for the orders page: the list, the counts, and what an action reloads. */
function answer(
  stores: Stores,
  list: Order[],
  total = list.length,
  totalsAnswer: () => Promise<OrderTotals> = async () => totals,
) {
  const listSpy = jest.spyOn(stores.api.orders, 'list').mockResolvedValue(page(list, total));
  jest.spyOn(stores.api.orders, 'totals').mockImplementation(totalsAnswer);
  jest.spyOn(stores.api.orders, 'unpaidCount').mockResolvedValue(0);
  jest.spyOn(stores.api.coupons, 'memberAvailable').mockResolvedValue([]);
  jest.spyOn(stores.api.orders, 'comment').mockResolvedValue(null);
  return listSpy;
}

/** The orders page through its loader, as the shell renders it, for a fresh member's store set. */
function setup(
  list: Order[] = [unpaid, paid, finished, cancelled],
  total = list.length,
  totalsAnswer?: () => Promise<OrderTotals>,
) {
  const stores = memberStores();
  const listSpy = answer(stores, list, total, totalsAnswer);
  jest.spyOn(verificationOf(stores), 'checkAll').mockResolvedValue();
  renderRoutePage(UserOrdersPage, { path: '/user/comp/order', route: '/user/comp/order', stores });
  return { listSpy, stores };
}

const card = async (sn: string) => {
  const heading = await screen.findByText(`Order ${sn}`, { exact: false });
  return heading.closest('article') as HTMLElement;
};

describe('OrdersPanel', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists orders with picture, parsed delivery, status and totals per status', async () => {
    const { listSpy } = setup();
    const first = await card('TU1');
    expect(within(first).getByRole('heading', { name: 'Genshin Impact' })).toBeInTheDocument();
    expect(within(first).getByText('Waiting for payment')).toBeInTheDocument();
    // Each "label:value" delivery field is shown with a full-width colon.
    expect(within(first).getByText('UID: 800000001')).toBeInTheDocument();
    expect(within(first).getByText('Server: Asia')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unpaid (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(listSpy).toHaveBeenLastCalledWith({ status: undefined, pageNum: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Paid (1)' }));
    await waitFor(() => expect(listSpy).toHaveBeenLastCalledWith({ status: 1, pageNum: 1, pageSize: 10 }));
    expect(await screen.findByRole('button', { name: 'Paid (1)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the delivery details with the store’s labels and the server’s name in Traditional Chinese', async () => {
    setup([unpaid, paid]);
    const genshin = await card('TU1');
    const legends = await card('TU2');
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(within(genshin).getByText('UID：800000001')).toBeInTheDocument();
    expect(within(genshin).getByText('伺服器：亞服')).toBeInTheDocument();
    expect(within(legends).getByText('使用者 ID：12345678')).toBeInTheDocument();
    expect(within(legends).getByText('伺服器 ID：2001')).toBeInTheDocument();
    expect(within(legends).queryByText(/User ID|Zone ID/)).toBeNull();
  });

  it("holds room for each count while the counts are missing, out of the buttons' names", async () => {
    const failing = () => Promise.reject(new ApiError(500, 'Counting failed.', '/homs/order/total'));
    const { stores } = setup([paid], 1, failing);
    const filters = await screen.findByRole('navigation', { name: 'Order status' });
    const cancelledFilter = within(filters).getByRole('button', { name: 'Cancelled' });
    expect(cancelledFilter.querySelector('.acc-filter__count--pending')).toHaveTextContent('(0)');
    // An action reads the page again, the counts with it.
    jest.spyOn(stores.api.orders, 'totals').mockResolvedValue(totals);
    jest.spyOn(stores.api.orders, 'urge').mockResolvedValue(paid);
    await userEvent.click(
      within(await card('TU2')).getByRole('button', { name: 'Hurry up delivery of order TU2' }),
    );
    expect(await within(filters).findByRole('button', { name: 'Cancelled (1)' })).toBe(cancelledFilter);
    expect(cancelledFilter.querySelector('.acc-filter__count--pending')).toBeNull();
  });

  it.each([
    [
      'unpaid',
      unpaid,
      ['Pay order TU1', 'Cancel order TU1'],
      ['Delete order TU1', 'Hurry up delivery of order TU1'],
    ],
    [
      'paid',
      paid,
      ['Hurry up delivery of order TU2'],
      ['Cancel order TU2', 'Delete order TU2', 'Pay order TU2'],
    ],
    ['finished', finished, ['Write a review for order TU3', 'Delete order TU3'], ['Cancel order TU3']],
    ['cancelled', cancelled, ['Delete order TU4'], ['Write a review for order TU4', 'Pay order TU4']],
    ['awaiting forms', awaitingForm, ['Fill in delivery details for order TU5'], []],
    ['expired', expired, ['Cancel order TU6'], ['Pay order TU6', 'Delete order TU6']],
    [
      'verifying',
      verifying,
      ['Verify identity for order TU7', 'Hurry up delivery of order TU7'],
      ['Pay order TU7', 'Cancel order TU7'],
    ],
  ])('offers the actions a %s order allows', async (_name, order, shown, hidden) => {
    setup([order]);
    const article = await card(order.orderSn);
    for (const name of [...shown, `Copy order number ${order.orderSn}`]) {
      expect(within(article).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(article).getByRole('link', { name: `Details of order ${order.orderSn}` })).toHaveAttribute(
      'href',
      `/order/detail?oid=${order.id}`,
    );
    for (const name of hidden) expect(within(article).queryByRole('button', { name })).toBeNull();
  });

  it('shows an unpaid order whose pay window has closed as expired, without Pay, in both languages', async () => {
    setup([expired]);
    const article = await card('TU6');
    expect(within(article).getByText('Expired')).toBeInTheDocument();
    expect(within(article).queryByText('Waiting for payment')).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Pay order TU6' })).toBeNull();
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(within(article).getByText('已過期')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: '支付訂單 TU6' })).toBeNull();
  });

  it('turns Pay into Expired when the pay window closes while the page is open', async () => {
    jest.useFakeTimers();
    try {
      const closing = orderFixture({
        id: 8,
        orderSn: 'TU8',
        status: 0,
        payExpireTime: new Date(Date.now() + 60_000).toISOString(),
      });
      setup([closing]);
      const article = await card('TU8');
      expect(within(article).getByRole('button', { name: 'Pay order TU8' })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(within(article).getByText('Expired')).toBeInTheDocument();
      expect(within(article).queryByRole('button', { name: 'Pay order TU8' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("verifies an order waiting for an identity check: the centre opens that order's upload", async () => {
    const stores = memberStores();
    answer(stores, [verifying]);
    // The centre's check names another order as the current one (the last).
    const other = orderFixture(
      { id: 9, orderSn: 'TU9', status: 1 },
      { spotcheckRequired: 'selfie', spotcheckStatus: 0 },
    );
    jest
      .spyOn(verificationApi(stores.api), 'withPreview')
      .mockResolvedValue({ list: [verifying, other], total: 2, pageNum: 1, pageSize: 50 });
    jest
      .spyOn(verificationApi(stores.api), 'deliveryUnfilled')
      .mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 50 });
    const requestUpload = jest.spyOn(stores.verificationTip, 'requestUpload');
    renderPage(
      <>
        <RoutePage moduleId="account/UserOrdersPage" module={UserOrdersPage} params={{}} />
        <VerificationCenter />
      </>,
      { path: '/user/comp/order', route: '/user/comp/order', stores },
    );
    const auth = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(auth).toHaveTextContent('Order TU9');
    expect(within(auth).getByRole('link', { name: 'Open the identity verification page' })).toHaveAttribute(
      'href',
      '/order/uploadAuthPage',
    );
    await userEvent.click(within(auth).getByRole('button', { name: 'Later' }));
    const article = await card('TU7');
    expect(within(article).getByText('Paid, identity check needed')).toBeInTheDocument();
    expect(within(article).getByText('Real-name verification needed')).toBeInTheDocument();
    await userEvent.click(within(article).getByRole('button', { name: 'Verify identity for order TU7' }));
    expect(requestUpload).toHaveBeenCalledTimes(1);
    expect(stores.verificationTip.orderSn).toBe('TU7');
    const upload = await screen.findByRole('dialog', { name: 'Identity verification for order TU7' });
    expect(within(upload).getByLabelText('ID card number')).toBeInTheDocument();
  });

  it('pays through the payment list popup', async () => {
    const { stores } = setup([unpaid]);
    await userEvent.click(within(await card('TU1')).getByRole('button', { name: 'Pay order TU1' }));
    expect(stores.ui.sitePopup('paymentList')).toEqual({ kind: 'paymentList', orderId: '1' });
  });

  it('cancels after confirmation, then reloads the list and tells the header the orders changed', async () => {
    const { listSpy, stores } = setup([unpaid]);
    const cancel = jest.spyOn(stores.api.orders, 'cancel').mockResolvedValue({ ...unpaid, status: 3 });
    await userEvent.click(within(await card('TU1')).getByRole('button', { name: 'Cancel order TU1' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    // Keeping it does nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(within(await card('TU1')).getByRole('button', { name: 'Cancel order TU1' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Yes, cancel the order',
      }),
    );
    expect(cancel).toHaveBeenCalledWith(1);
    await waitFor(() => expect(stores.user.memberDataRevision).toBe(1));
    expect(listSpy.mock.calls.length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stores.ui.toasts.at(-1)?.message).toBe('The order was cancelled.');
  });

  it('keeps one row on a phone: the primary action, Details and a More menu with the rest', async () => {
    const original = window.matchMedia;
    // A 390 px screen: the phone layout's media query matches.
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    try {
      const { stores } = setup([unpaid]);
      const cancel = jest.spyOn(stores.api.orders, 'cancel').mockResolvedValue({ ...unpaid, status: 3 });
      const order = await card('TU1');
      expect(within(order).getByRole('button', { name: 'Pay order TU1' })).toBeInTheDocument();
      expect(within(order).getByRole('link', { name: 'Details of order TU1' })).toBeInTheDocument();
      expect(within(order).queryByRole('button', { name: 'Cancel order TU1' })).not.toBeInTheDocument();
      const more = within(order).getByRole('button', { name: 'More actions for order TU1' });
      expect(more).toHaveAttribute('aria-haspopup', 'menu');
      expect(more).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      const menu = within(order).getByRole('menu', { name: 'More actions for order TU1' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Cancel order TU1', 'Copy order number TU1']);
      expect(within(menu).getByRole('menuitem', { name: 'Cancel order TU1' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: 'Copy order number TU1' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(within(order).queryByRole('menu')).not.toBeInTheDocument();
      expect(more).toHaveFocus();

      await userEvent.click(more);
      await userEvent.click(within(order).getByRole('menuitem', { name: 'Cancel order TU1' }));
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
          name: 'Yes, cancel the order',
        }),
      );
      expect(cancel).toHaveBeenCalledWith(1);
    } finally {
      window.matchMedia = original;
    }
  });

  it('deletes after confirmation and urges a paid order', async () => {
    const { stores } = setup([cancelled, paid]);
    const remove = jest.spyOn(orderListApi(stores.api), 'remove').mockResolvedValue(null);
    const urge = jest.spyOn(stores.api.orders, 'urge').mockResolvedValue(paid);
    await userEvent.click(within(await card('TU4')).getByRole('button', { name: 'Delete order TU4' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this order?' })).getByRole('button', {
        name: 'Yes, delete the order',
      }),
    );
    expect(remove).toHaveBeenCalledWith(4);
    await userEvent.click(
      within(await card('TU2')).getByRole('button', { name: 'Hurry up delivery of order TU2' }),
    );
    expect(urge).toHaveBeenCalledWith(2);
  });

  it('copies the order number, saying whether it worked', async () => {
    const { stores } = setup([unpaid]);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(await card('TU1')).getByRole('button', { name: 'Copy order number TU1' }));
    expect(writeText).toHaveBeenCalledWith('TU1');
    expect(stores.ui.toasts.at(-1)?.message).toBe('Order number copied.');
    writeText.mockRejectedValue(new Error('denied'));
    await userEvent.click(within(await card('TU1')).getByRole('button', { name: 'Copy order number TU1' }));
    await waitFor(() => expect(stores.ui.toasts.at(-1)?.message).toBe('Could not copy the order number.'));
  });

  it('opens the review popup with the product sn for a finished order', async () => {
    const { stores } = setup([finished]);
    jest
      .spyOn(stores.api.products, 'byId')
      .mockResolvedValue({ sn: 'P-GENSHIN' } as Awaited<ReturnType<Stores['api']['products']['byId']>>);
    await userEvent.click(
      within(await card('TU3')).getByRole('button', { name: 'Write a review for order TU3' }),
    );
    await waitFor(() =>
      expect(stores.ui.sitePopup('review')).toEqual({ kind: 'review', orderId: '3', productSn: 'P-GENSHIN' }),
    );
  });

  it('offers "View your review" for a reviewed order, opening the review, and reads only reviewable orders', async () => {
    const stores = memberStores();
    answer(stores, [finished, paid]);
    const comment = jest.spyOn(stores.api.orders, 'comment').mockResolvedValue(review);
    renderRoutePage(UserOrdersPage, { path: '/user/comp/order', route: '/user/comp/order', stores });
    const article = await card('TU3');
    expect(within(article).queryByRole('button', { name: 'Write a review for order TU3' })).toBeNull();
    await userEvent.click(within(article).getByRole('button', { name: 'View your review of order TU3' }));
    expect(stores.ui.sitePopup('review')).toEqual({ kind: 'review', orderId: '3', mode: 'view' });
    expect(comment.mock.calls).toEqual([['TU3']]);
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(within(article).getByRole('button', { name: '查看您對訂單 TU3 的評價' })).toHaveTextContent(
      '查看您的評價',
    );
  });

  it('says "View your review" once the review written in the popup is stored and the popup closes', async () => {
    const { stores } = setup([finished]);
    jest
      .spyOn(stores.api.products, 'byId')
      .mockResolvedValue({ sn: 'P-GENSHIN' } as Awaited<ReturnType<Stores['api']['products']['byId']>>);
    await userEvent.click(
      within(await card('TU3')).getByRole('button', { name: 'Write a review for order TU3' }),
    );
    await waitFor(() => expect(stores.ui.sitePopup('review')).not.toBeNull());
    // The popup (content's) stores the review, then closes.
    jest.spyOn(stores.api.orders, 'comment').mockResolvedValue(review);
    act(() => stores.ui.closeSitePopup('review'));
    expect(
      await within(await card('TU3')).findByRole('button', { name: 'View your review of order TU3' }),
    ).toHaveTextContent('View your review');
    expect(screen.queryByRole('button', { name: 'Write a review for order TU3' })).toBeNull();
  });

  it('sends the delivery form with its reason, keeping typed values when a field is missing', async () => {
    const { stores } = setup([awaitingForm]);
    jest.spyOn(orderListApi(stores.api), 'deliveryReason').mockResolvedValue({
      inputStatus: 1,
      reason: 'We need your region.',
      fields: ['Region', 'Contact email'],
      submitted: null,
    });
    const submit = jest
      .spyOn(orderListApi(stores.api), 'submitDelivery')
      .mockResolvedValue({ ...awaitingForm, inputStatus: 2 });
    await userEvent.click(
      within(await card('TU5')).getByRole('button', { name: 'Fill in delivery details for order TU5' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delivery details for order TU5' });
    expect(await within(dialog).findByText('We need your region.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Region'), 'Asia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send details' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This field is required.');
    expect(within(dialog).getByLabelText('Region')).toHaveValue('Asia');
    expect(submit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Contact email'), 'me@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send details' }));
    expect(submit).toHaveBeenCalledWith(5, { fields: ['Region:Asia', 'Contact email:me@example.com'] });
  });

  it('searches by keyword and pages through long lists, the search kept in the address', async () => {
    const { listSpy, stores } = setup([unpaid], 25);
    const search = jest
      .spyOn(orderListApi(stores.api), 'search')
      .mockResolvedValueOnce(page([paid], 12))
      .mockResolvedValueOnce(page([finished], 12));
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(listSpy).toHaveBeenLastCalledWith({ status: undefined, pageNum: 2, pageSize: 10 }),
    );
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search orders' }), 'TU2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search).toHaveBeenCalledWith({ keyword: 'TU2', pageNum: 1, pageSize: 10 }));
    expect(await screen.findByText('Order TU2', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Orders matching “TU2”');
    // The search's second page is the search's.
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith({ keyword: 'TU2', pageNum: 2, pageSize: 10 }),
    );
    expect(await screen.findByText('Order TU3', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('TU2');
  });

  it('shows the empty state and speaks Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    setup([]);
    expect(await screen.findByText('您還沒有任何訂單。')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '待付款 (1)' })).toBeInTheDocument();
  });
});
