import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  i18n,
  onCheckoutCreated,
  type CheckoutCreated,
  type Order,
  type Stores,
} from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { LOOKUP_WAIT, fillAccount, logIn, mockCatalogue, renderTopUp } from '../testing/topUpFixtures';
import { gameAccountApi } from './gameAccountApi';
import { purchaseApi } from './purchaseApi';
import { memberSession } from 'shell/testing';

// Whole pages render through their loaders: on a busy machine a first render takes more than the
// default second to appear (no assertion depends on how long it takes).
configure({ asyncUtilTimeout: 5000 });

// Whole purchase flows type, wait for two debounced lookups and render a dialog: on a busy
// machine that takes longer than jest's default 5 s (no assertion depends on it).
jest.setTimeout(30_000);

describe('TopUpPage', () => {
  let stores: Stores;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    stores = testStores({ session: null });
    mockCatalogue(stores, () => stores.currency.code);
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('shows a loading state, then the product with its denominations', async () => {
    renderTopUp(stores);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Genshin Impact' }, LOOKUP_WAIT)).toBeInTheDocument();
    const denominations = screen.getByRole('group', { name: 'Choose a denomination' });
    expect(within(denominations).getByRole('radio', { name: /^60 Genesis Crystals/ })).toBeInTheDocument();
    expect(denominations).toHaveTextContent('$0.95');
    expect(denominations).toHaveTextContent('was US$0.99');
    expect(denominations).toHaveTextContent('4% off');
  });

  it('stays when the shopper logs out here: the page reloads instead of going home', async () => {
    logIn(stores);
    const reload = jest.spyOn(stores.navigation, 'reload').mockImplementation(() => undefined);
    const navigate = jest.spyOn(stores.navigation, 'navigate');
    const page = renderTopUp(stores);
    expect(await screen.findByRole('heading', { name: 'Genshin Impact' }, LOOKUP_WAIT)).toBeInTheDocument();
    await act(() => memberSession(stores).logout());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();

    // Once the page has gone, a logout goes home again.
    page.unmount();
    logIn(stores);
    await act(() => memberSession(stores).logout());
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('shows the nickname when the account is found', async () => {
    const lookup = jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
    });
    renderTopUp(stores);
    await fillAccount('812345678');
    expect(await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT)).toBeInTheDocument();
    // Debounced: one call for the whole typed id, not one per key.
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('genshin-impact', { account: '812345678', serverid: 'os_asia' });
  });

  it('says when no account is found and blocks the purchase', async () => {
    jest
      .spyOn(gameAccountApi(stores.api), 'userInfo')
      .mockRejectedValue(new ApiError(404, 'No Genshin Impact account was found', '/supplier'));
    renderTopUp(stores);
    await fillAccount('123');
    expect(
      await screen.findByText('No account was found for this ID. Check the ID and server.', {}, LOOKUP_WAIT),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^60 Genesis Crystals/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByText('We need to find your game account before you can buy.')).toBeInTheDocument();
    expect(stores.loginPopup.visible).toBe(false);
  });

  it('asks to pick a role when the account has several, naming each role’s server', async () => {
    jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
      roles: [
        { roleId: 'r1', nickname: 'Traveler', serverId: 'os_asia' },
        { roleId: 'r2', nickname: 'Paimon', serverId: 'os_asia' },
      ],
    } as Awaited<ReturnType<ReturnType<typeof gameAccountApi>['userInfo']>>);
    renderTopUp(stores);
    await fillAccount('812345678');
    const roles = await screen.findByRole(
      'group',
      { name: 'This account has several characters. Choose one' },
      LOOKUP_WAIT,
    );
    await userEvent.click(within(roles).getByRole('radio', { name: 'Paimon (Asia)' }));
    expect(within(roles).getByRole('radio', { name: 'Paimon (Asia)' })).toBeChecked();
  });

  it('shows validation errors and keeps what was typed', async () => {
    renderTopUp(stores);
    await userEvent.type(await screen.findByLabelText('UID'), '81234');
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByText('Choose a denomination.')).toBeInTheDocument();
    expect(screen.getByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Server')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('UID')).toHaveValue('81234');
    // The focus is on the first thing to fix (on a phone it is far above the button): the pack.
    expect(screen.getByRole('radio', { name: /^60 Genesis Crystals/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /^60 Genesis Crystals/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByLabelText('Server')).toHaveFocus();
  });

  it('pre-selects the best coupon and lets the shopper choose another', async () => {
    jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
    });
    logIn(stores);
    renderTopUp(stores);
    await userEvent.click(await screen.findByRole('radio', { name: /980\+110 Genesis Crystals/ }));
    const saveTwo = await screen.findByRole('radio', { name: /SAVE2/ });
    expect(saveTwo).toBeChecked();
    const summaryBox = screen.getByRole('region', { name: 'Order summary' });
    // store-api's quote: 1399 - 200 cents, then 1399 - 100 once the shopper picks SAVE1.
    await waitFor(() => expect(summaryBox).toHaveTextContent('TotalUS$11.99'));
    await userEvent.click(screen.getByRole('radio', { name: /SAVE1/ }));
    await waitFor(() => expect(summaryBox).toHaveTextContent('TotalUS$12.99'));
  });

  it('prices the denominations in the selected currency', async () => {
    const view = renderTopUp(stores);
    expect(await screen.findByRole('radio', { name: /^60 Genesis Crystals/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose a denomination' })).toHaveTextContent('$0.95');
    // The read cache drops the page's data; the page keeps showing it until the new prices come.
    act(() => stores.currency.select('TWD'));
    const group = screen.getByRole('group', { name: 'Choose a denomination' });
    await waitFor(() => expect(group).toHaveTextContent(/NT\$30\.88/));
    expect(group).toHaveTextContent(/NT\$454\.68/);
    view.unmount();
  });

  it('asks a guest to log in, keeping the form; once logged in goes on to the confirm dialog by itself, then creates the order', async () => {
    jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
    });
    const created = jest
      .spyOn(purchaseApi(stores.api), 'create')
      .mockResolvedValue({ id: 77, orderSn: 'TU1' } as Order);
    const openSitePopup = jest.spyOn(stores.ui, 'openSitePopup').mockImplementation(() => undefined);
    const view = renderTopUp(stores);
    await fillAccount('812345678');
    await userEvent.click(screen.getByRole('radio', { name: /980\+110 Genesis Crystals/ }));
    await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(stores.loginPopup.visible).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Confirm your order' })).not.toBeInTheDocument();

    // The login popup may remount the page: the draft survives in session storage, and so does the
    // wish to buy. No second tap on "Buy now".
    view.unmount();
    logIn(stores);
    renderTopUp(stores);
    expect(await screen.findByLabelText('UID')).toHaveValue('812345678');
    expect(screen.getByLabelText('Server')).toHaveValue('os_asia');
    expect(screen.getByRole('radio', { name: /980\+110 Genesis Crystals/ })).toBeChecked();
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' }, LOOKUP_WAIT);
    expect(confirm).toHaveTextContent('812345678');
    expect(confirm).toHaveTextContent('Asia');
    expect(confirm).toHaveTextContent('Traveler');
    // The member's best coupon is on the order.
    await waitFor(() => expect(screen.getByRole('radio', { name: /SAVE2/ })).toBeChecked());
    // The created order is announced (the shell's cart tracking reports it as Checkout/Create).
    // (The price is asked again for this member: the dialog waits for it before it can be confirmed.)
    const announced: CheckoutCreated[] = [];
    const stopListening = onCheckoutCreated((checkout) => announced.push(checkout));
    try {
      // The dialog's total is store-api's quote: it can be confirmed once the quote is in.
      const pay = within(confirm).getByRole('button', { name: 'Confirm and pay' });
      await waitFor(() => expect(pay).toBeEnabled());
      await userEvent.click(pay);
    } finally {
      stopListening();
    }
    expect(created).toHaveBeenCalledWith(
      {
        productId: 2,
        skuId: 13,
        quantity: 1,
        delivery: ['UID:812345678', 'Server:os_asia'],
        memberCouponId: 501,
        currency: 'USD',
      },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    expect(openSitePopup).toHaveBeenCalledWith({ kind: 'paymentList', orderId: '77' });
    expect(announced).toEqual([{ cartToken: created.mock.calls[0]?.[1], checkoutId: 'TU1' }]);
  });

  it('goes on to the confirm dialog once the guest logs in on the same page', async () => {
    jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
    });
    renderTopUp(stores);
    await fillAccount('812345678');
    await userEvent.click(screen.getByRole('radio', { name: /^60 Genesis Crystals/ }));
    await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(stores.loginPopup.visible).toBe(true);
    act(() => logIn(stores));
    expect(await screen.findByRole('dialog', { name: 'Confirm your order' })).toHaveTextContent('Traveler');
  });

  it('forgets the wish to buy when the guest closes the login popup without logging in', async () => {
    jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
    });
    renderTopUp(stores);
    await fillAccount('812345678');
    await userEvent.click(screen.getByRole('radio', { name: /^60 Genesis Crystals/ }));
    await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    act(() => stores.loginPopup.close());
    // Logging in later (from the header, say) does not open the confirm dialog unasked.
    act(() => logIn(stores));
    expect(await screen.findByRole('radio', { name: /SAVE2/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm your order' })).not.toBeInTheDocument();
  });

  it('names each purchase attempt: the same key for a retry, a new one for a changed order or the next purchase', async () => {
    jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
    });
    jest.spyOn(stores.ui, 'openSitePopup').mockImplementation(() => undefined);
    logIn(stores);
    const created = jest
      .spyOn(purchaseApi(stores.api), 'create')
      .mockRejectedValueOnce(new ApiError(0, 'Network error', '/homs/order/v2'))
      .mockRejectedValueOnce(new ApiError(0, 'Network error', '/homs/order/v2'))
      .mockResolvedValue({ id: 78, orderSn: 'TU2' } as Order);
    const confirmOrder = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
      const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
      // The dialog's total is store-api's quote: it can be confirmed once the quote is in.
      const pay = within(confirm).getByRole('button', { name: 'Confirm and pay' });
      await waitFor(() => expect(pay).toBeEnabled());
      await userEvent.click(pay);
    };
    const keyOfCall = (index: number) => created.mock.calls[index]?.[1];

    const view = renderTopUp(stores);
    await fillAccount('812345678');
    await userEvent.click(screen.getByRole('radio', { name: /^60 Genesis Crystals/ }));
    await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT);
    await confirmOrder();
    // The connection dropped: the shopper reloads the page and confirms the same order again.
    view.unmount();
    renderTopUp(stores);
    await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT);
    await confirmOrder();
    expect(keyOfCall(1)).toBe(keyOfCall(0));

    // Another denomination is another order: a new attempt.
    await userEvent.click(screen.getByRole('radio', { name: /980\+110 Genesis Crystals/ }));
    await confirmOrder();
    expect(keyOfCall(2)).not.toBe(keyOfCall(1));

    // Created: the next purchase of the very same order is a new attempt too.
    await confirmOrder();
    expect(created).toHaveBeenCalledTimes(4);
    expect(keyOfCall(3)).not.toBe(keyOfCall(2));
    expect(created.mock.calls[3]?.[0]).toEqual(created.mock.calls[2]?.[0]);
  });

  it('keeps the form and toasts the server message when the order fails', async () => {
    jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
    });
    logIn(stores);
    jest
      .spyOn(purchaseApi(stores.api), 'create')
      .mockRejectedValue(new ApiError(400, 'This coupon has already been used.', '/homs/order/v2'));
    const toast = jest.spyOn(stores.ui, 'toast');
    renderTopUp(stores);
    await fillAccount('812345678');
    await userEvent.click(screen.getByRole('radio', { name: /^60 Genesis Crystals/ }));
    await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    // The dialog's total is store-api's quote: it can be confirmed once the quote is in.
    const pay = within(confirm).getByRole('button', { name: 'Confirm and pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(toast).toHaveBeenCalledWith('This coupon has already been used.', 'error');
    expect(screen.getByLabelText('UID')).toHaveValue('812345678');
  });

  it('warns when the shopper has more than 3 unpaid orders', async () => {
    jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
      game: 'genshin-impact',
      account: '812345678',
      serverId: 'os_asia',
      nickname: 'Traveler',
    });
    logIn(stores);
    jest.spyOn(stores.api.orders, 'unpaidCount').mockResolvedValue(4);
    renderTopUp(stores);
    await fillAccount('812345678');
    await userEvent.click(screen.getByRole('radio', { name: /^60 Genesis Crystals/ }));
    await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText(/more than 3 unpaid orders/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm your order' })).not.toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    await i18n.changeLanguage('zh-TW');
    const view = renderTopUp(stores);
    expect(await screen.findByRole('group', { name: '選擇面額' })).toBeInTheDocument();
    expect(screen.getByLabelText('伺服器')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即購買' })).toBeInTheDocument();
    view.unmount();
    await i18n.changeLanguage('en');
  });
});
