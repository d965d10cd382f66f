import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  coupons,
  i18n,
  orders,
  products,
  uiStore,
  userStore,
  verificationStore,
  type Order,
} from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import { orderFixture } from '@topup/shared-lib/src/testing/orderFixture';
import { logInLocally } from '../testing/fixtures';
import { OrdersPanel } from './OrdersPanel';

const totals = { total: 4, unpaid: 1, paid: 1, finished: 1, cancelled: 1, overUnpaidThreshold: false };
const page = (list: Order[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 10 });

const unpaid = orderFixture({
  id: 1,
  orderSn: 'TU1',
  status: 0,
  productName: 'Genshin Impact',
  delivery: JSON.stringify(['UID:800000001', 'Server：America']),
});
const paid = orderFixture({ id: 2, orderSn: 'TU2', status: 1 });
const finished = orderFixture({ id: 3, orderSn: 'TU3', status: 2 });
const cancelled = orderFixture({ id: 4, orderSn: 'TU4', status: 3 });
const awaitingForm = orderFixture({ id: 5, orderSn: 'TU5', status: 1, inputStatus: 1 });

function setup(
  list: Order[] = [unpaid, paid, finished, cancelled],
  total = list.length,
  totalsAnswer: Promise<typeof totals> = Promise.resolve(totals),
) {
  const listSpy = jest.spyOn(orders, 'list').mockResolvedValue(page(list, total));
  jest.spyOn(orders, 'totals').mockReturnValue(totalsAnswer);
  jest.spyOn(orders, 'unpaidCount').mockResolvedValue(0);
  jest.spyOn(coupons, 'memberAvailable').mockResolvedValue([]);
  jest.spyOn(verificationStore, 'checkAll').mockResolvedValue();
  renderPage(<OrdersPanel />, { path: '/user?tab=order', route: '/user' });
  return listSpy;
}

const card = async (sn: string) => {
  const heading = await screen.findByText(`Order ${sn}`, { exact: false });
  return heading.closest('article') as HTMLElement;
};

describe('OrdersPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    logInLocally();
    uiStore.sitePopups = [];
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists orders with picture, parsed delivery, status and totals per status', async () => {
    const listSpy = setup();
    const first = await card('TU1');
    expect(within(first).getByRole('heading', { name: 'Genshin Impact' })).toBeInTheDocument();
    expect(within(first).getByText('Waiting for payment')).toBeInTheDocument();
    // Spec 3: "label:value" shown with a full-width colon.
    expect(within(first).getByText('UID：800000001')).toBeInTheDocument();
    expect(within(first).getByText('Server：America')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unpaid (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(listSpy).toHaveBeenLastCalledWith({ status: undefined, pageNum: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Paid (1)' }));
    await waitFor(() => expect(listSpy).toHaveBeenLastCalledWith({ status: 1, pageNum: 1, pageSize: 10 }));
  });

  it("holds room for each count while the counts load, out of the buttons' names", async () => {
    let answer: (value: typeof totals) => void = () => undefined;
    const pending = new Promise<typeof totals>((resolve) => {
      answer = resolve;
    });
    setup(undefined, undefined, pending);
    const filters = screen.getByRole('navigation', { name: 'Order status' });
    const cancelledFilter = within(filters).getByRole('button', { name: 'Cancelled' });
    expect(cancelledFilter.querySelector('.acc-filter__count--pending')).toHaveTextContent('(0)');
    await act(async () => answer(totals));
    expect(within(filters).getByRole('button', { name: 'Cancelled (1)' })).toBe(cancelledFilter);
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

  it('pays through the payment list popup', async () => {
    setup([unpaid]);
    await userEvent.click(within(await card('TU1')).getByRole('button', { name: 'Pay order TU1' }));
    expect(uiStore.sitePopup('paymentList')).toEqual({ kind: 'paymentList', orderId: '1' });
  });

  it('cancels after confirmation, then reloads the list and the unpaid count', async () => {
    const listSpy = setup([unpaid]);
    const cancel = jest.spyOn(orders, 'cancel').mockResolvedValue({ ...unpaid, status: 3 });
    const unpaidCount = jest.spyOn(userStore, 'loadUnpaid');
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
    await waitFor(() => expect(unpaidCount).toHaveBeenCalled());
    expect(listSpy.mock.calls.length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uiStore.toasts.at(-1)?.message).toBe('The order was cancelled.');
  });

  it('deletes after confirmation and urges a paid order', async () => {
    setup([cancelled, paid]);
    const remove = jest.spyOn(orders, 'remove').mockResolvedValue(null);
    const urge = jest.spyOn(orders, 'urge').mockResolvedValue(paid);
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

  it('copies the order number with the spec 8 messages', async () => {
    setup([unpaid]);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(await card('TU1')).getByRole('button', { name: 'Copy order number TU1' }));
    expect(writeText).toHaveBeenCalledWith('TU1');
    expect(uiStore.toasts.at(-1)?.message).toBe('Order number copied.');
    writeText.mockRejectedValue(new Error('denied'));
    await userEvent.click(within(await card('TU1')).getByRole('button', { name: 'Copy order number TU1' }));
    await waitFor(() => expect(uiStore.toasts.at(-1)?.message).toBe('Could not copy the order number.'));
  });

  it('opens the review popup with the product sn for a finished order', async () => {
    setup([finished]);
    jest
      .spyOn(products, 'byId')
      .mockResolvedValue({ sn: 'P-GENSHIN' } as Awaited<ReturnType<typeof products.byId>>);
    await userEvent.click(
      within(await card('TU3')).getByRole('button', { name: 'Write a review for order TU3' }),
    );
    await waitFor(() =>
      expect(uiStore.sitePopup('review')).toEqual({ kind: 'review', orderId: '3', productSn: 'P-GENSHIN' }),
    );
  });

  it('sends the delivery form with its reason, keeping typed values when a field is missing', async () => {
    setup([awaitingForm]);
    jest.spyOn(orders, 'deliveryReason').mockResolvedValue({
      inputStatus: 1,
      reason: 'We need your region.',
      fields: ['Region', 'Contact email'],
      submitted: null,
    });
    const submit = jest
      .spyOn(orders, 'submitDelivery')
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

  it('searches by keyword and pages through long lists', async () => {
    const listSpy = setup([unpaid], 25);
    const search = jest.spyOn(orders, 'search').mockResolvedValue(page([paid]));
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(listSpy).toHaveBeenLastCalledWith({ status: undefined, pageNum: 2, pageSize: 10 }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'TU2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search).toHaveBeenCalledWith({ keyword: 'TU2', pageNum: 1, pageSize: 10 }));
    expect(await screen.findByText('Order TU2', { exact: false })).toBeInTheDocument();
  });

  it('shows the empty state and speaks Traditional Chinese', async () => {
    await i18n.changeLanguage('zh-TW');
    setup([]);
    expect(await screen.findByText('您還沒有任何訂單。')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '待付款 (1)' })).toBeInTheDocument();
  });
});
