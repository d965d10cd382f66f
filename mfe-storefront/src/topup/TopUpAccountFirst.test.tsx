// The phone-first purchase form: the game account is step 1, numeric ids take digits only (saying so),
// and the account a lookup found is there again on the next visit.
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import {
  LOOKUP_WAIT,
  fillAccount,
  mockCatalogue,
  renderTopUp,
  travelerFound,
} from '../testing/topUpFixtures';
import { ACCOUNT_ID_MAX_LENGTH } from './gameAccounts';

// Whole pages render through their loaders: slow on a busy machine (no assertion depends on it).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

describe('TopUpPage, account first', () => {
  let stores: Stores;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    stores = testStores({ session: null });
    mockCatalogue(stores, () => stores.currency.code);
  });
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('numbers the steps: the game account, then the pack, then paying', async () => {
    renderTopUp(stores);
    await screen.findByRole('heading', { name: 'Genshin Impact' }, LOOKUP_WAIT);
    const [account, pack, pay] = [
      'Step 1: Enter your game account',
      'Step 2: Choose a pack',
      'Step 3: Pay',
    ].map((name) => screen.getByRole('heading', { level: 2, name }));
    const follows = (first: HTMLElement | undefined, second: HTMLElement | undefined) =>
      !!first && !!second && !!(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(account, pack)).toBe(true);
    expect(follows(pack, pay)).toBe(true);
    // The account's field comes before the packs in the page's order.
    const uid = screen.getByLabelText('UID');
    const packs = screen.getByRole('group', { name: 'Choose a denomination' });
    expect(uid.compareDocumentPosition(packs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the number pad for a numeric id and keeps its digits only, saying why', async () => {
    renderTopUp(stores);
    const uid = await screen.findByLabelText('UID');
    expect(uid).toHaveAttribute('inputmode', 'numeric');
    expect(uid).toHaveAttribute('pattern', '[0-9]*');
    expect(uid).toHaveAttribute('maxlength', String(ACCOUNT_ID_MAX_LENGTH));
    await userEvent.type(uid, '81a2😀3');
    expect(uid).toHaveValue('8123');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'UID takes digits only: other characters were left out.',
    );
    await userEvent.clear(uid);
    expect(screen.queryByText(/takes digits only/)).not.toBeInTheDocument();
    await userEvent.type(uid, '42');
    expect(uid).toHaveValue('42');
    expect(screen.queryByText(/takes digits only/)).not.toBeInTheDocument();
  });

  it('says so in Traditional Chinese', async () => {
    await i18n.changeLanguage('zh-TW');
    renderTopUp(stores);
    const uid = await screen.findByLabelText('UID');
    await userEvent.type(uid, 'x1');
    expect(uid).toHaveValue('1');
    expect(screen.getByRole('alert')).toHaveTextContent('UID 只能輸入數字，其他字元已略去。');
  });

  it('starts the next visit with the account the lookup found', async () => {
    travelerFound(stores);
    renderTopUp(stores);
    await fillAccount('812345678');
    expect(await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT)).toBeInTheDocument();
    cleanup();

    // Another tab (nothing in session storage): the account is filled in and looked up again.
    window.sessionStorage.clear();
    renderTopUp(stores);
    expect(await screen.findByLabelText('UID')).toHaveValue('812345678');
    expect(screen.getByLabelText('Server')).toHaveValue('os_asia');
    expect(await screen.findByText('Account found: Traveler', {}, LOOKUP_WAIT)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Choose a denomination' })).getAllByRole('radio')[0],
    ).not.toBeChecked();
  });
});
