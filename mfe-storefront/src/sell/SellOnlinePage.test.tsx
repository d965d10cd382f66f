import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type Stores } from '@topup/shared-lib';
import { chooseOption, testStores } from '@topup/shared-lib/testing';
import * as SellOnlineModule from './SellOnlinePage';
import SellOnlinePage from './SellOnlinePage';
import { renderPage, renderRoutePage } from 'shell/testing';

const prefixes = [
  { label: 'United States', value: '+1', country: 'US', defaultSelect: true },
  { label: 'Taiwan', value: '+886', country: 'TW', defaultSelect: false },
];

async function fillValidOffer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Game'), 'Genshin Impact');
  await user.type(screen.getByLabelText('Item or credit'), 'Primogems');
  await user.type(screen.getByLabelText('Amount'), '6480');
  await user.type(screen.getByLabelText('Asking price (USD)'), '79.99');
  await user.type(screen.getByLabelText('Contact email'), 'seller@topup.test');
  // The country names load on demand; the select is enabled once they are there.
  const country = screen.getByRole('combobox', { name: 'Country or region' });
  await waitFor(() => expect(country).toBeEnabled());
  await chooseOption(user, country, 'tai', 'Taiwan');
  await chooseOption(user, screen.getByRole('combobox', { name: 'Phone prefix' }), '886', '🇹🇼 +886 Taiwan');
  await user.type(screen.getByLabelText('Phone number (optional)'), '912345678');
}

// Typing into many fields is slow on a busy machine: room to finish, not a speed check.
jest.setTimeout(30_000);

let stores: Stores;

/** The page's one call, POST /public/sell, made through the store set's api client. */
const spyOnOffer = () => jest.spyOn(stores.api, 'request');
const offerRequest = (params: Record<string, unknown>) =>
  expect.objectContaining({ method: 'POST', path: '/public/sell', params });
/** The form at once (the page has no loader: its route module test is the last one). */
const renderSell = (path = '/sellOnline') => renderPage(<SellOnlinePage />, { path, route: path, stores });

/** Renders the page in Traditional Chinese; unmounts before switching back so no update escapes act. */
async function inTraditionalChinese(check: () => Promise<void>) {
  await i18n.changeLanguage('zh-TW');
  try {
    renderSell('/zh-TW/sellOnline');
    await check();
  } finally {
    cleanup();
    await i18n.changeLanguage('en');
  }
}

describe('SellOnlinePage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    stores = testStores({ session: null });
    jest.spyOn(stores.api.sso, 'phonePrefixes').mockResolvedValue(prefixes);
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  // First to render the pickers in this file: after it the names stay loaded for the whole file.
  it('holds the country in a disabled field until the names load, then names all in zh-TW', async () => {
    await stores.phonePrefix.load();
    await inTraditionalChinese(async () => {
      const country = screen.getByRole('combobox', { name: '國家或地區' });
      const prefix = screen.getByRole('combobox', { name: '電話區碼' });
      expect(country).toBeDisabled();
      expect(country).toHaveValue('正在載入國家或地區…');
      // Until then the prefixes show their flag and code, never the server's English names.
      await waitFor(() => expect(prefix).toHaveValue('🇺🇸 +1'));

      await waitFor(() => expect(country).toBeEnabled());
      expect(country).toHaveValue('美國');
      expect(prefix).toHaveValue('🇺🇸 +1 美國');
    });
  });

  it('shows the shared validators’ messages in English and sends nothing', async () => {
    const offer = spyOnOffer();
    const user = userEvent.setup({ delay: null });
    renderSell();
    expect(await screen.findByText(/\+1 United States/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '1.5');
    await user.type(screen.getByLabelText('Asking price (USD)'), '9.999');
    await user.type(screen.getByLabelText('Contact email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone number (optional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));

    expect(screen.getByLabelText('Game')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Item or credit')).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/Invalid parameter\./);
    expect(screen.getByLabelText('Asking price (USD)')).toHaveAccessibleDescription(/Invalid parameter\./);
    expect(screen.getByLabelText('Contact email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      'Enter a phone number of at least 3 digits.',
    );
    expect(offer).not.toHaveBeenCalled();

    // A fixed field loses its message at once.
    await user.type(screen.getByLabelText('Game'), 'Genshin Impact');
    expect(screen.getByLabelText('Game')).not.toHaveAccessibleDescription();
  });

  it('asks for a prefix when a phone number is given without one', async () => {
    const offer = spyOnOffer();
    const user = userEvent.setup({ delay: null });
    renderSell();
    await fillValidOffer(user);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Phone prefix' }), 'no', 'No prefix');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByLabelText('Phone prefix')).toHaveAccessibleDescription('This field is required.');
    expect(offer).not.toHaveBeenCalled();
  });

  it('keeps every typed value when sending fails, and says why under the field', async () => {
    spyOnOffer().mockRejectedValue(
      new ApiError(400, 'Enter a price of at most 100000.', '/public/sell', { field: 'askingPrice' }),
    );
    const user = userEvent.setup({ delay: null });
    renderSell();
    await screen.findByText(/\+886/);
    await fillValidOffer(user);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a price of at most 100000.');
    expect(screen.getByLabelText('Asking price (USD)')).toHaveAccessibleDescription(
      /Enter a price of at most 100000\./,
    );
    expect(screen.getByLabelText('Game')).toHaveValue('Genshin Impact');
    expect(screen.getByLabelText('Item or credit')).toHaveValue('Primogems');
    expect(screen.getByLabelText('Amount')).toHaveValue('6480');
    expect(screen.getByLabelText('Asking price (USD)')).toHaveValue('79.99');
    expect(screen.getByLabelText('Contact email')).toHaveValue('seller@topup.test');
    expect(screen.getByLabelText('Country or region')).toHaveValue('Taiwan');
    expect(screen.getByLabelText('Phone prefix')).toHaveValue('🇹🇼 +886 Taiwan');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('912345678');
    expect(screen.getByRole('button', { name: 'Send offer' })).toBeEnabled();
  });

  it('sends the offer and shows the success state, then a fresh form', async () => {
    const offer = spyOnOffer().mockResolvedValue({ id: 42 });
    const user = userEvent.setup({ delay: null });
    renderSell();
    await screen.findByText(/\+886/);
    await fillValidOffer(user);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));

    expect(offer).toHaveBeenCalledWith(
      offerRequest({
        game: 'Genshin Impact',
        item: 'Primogems',
        amount: 6480,
        askingPrice: 79.99,
        email: 'seller@topup.test',
        country: 'TW',
        phonePrefix: '+886',
        phone: '912345678',
      }),
    );
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Offer sent' })).toBeInTheDocument();
    expect(done).toHaveTextContent('offer #42');
    expect(done).toHaveTextContent('seller@topup.test');
    expect(screen.queryByRole('form', { name: 'Your offer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sell something else' }));
    expect(screen.getByLabelText('Game')).toHaveValue('');
  });

  it('defaults the prefix to the server’s and presets the country from the country store', async () => {
    renderSell();
    await waitFor(() => expect(screen.getByLabelText('Phone prefix')).toHaveValue('🇺🇸 +1 United States'));
    await waitFor(() => expect(screen.getByLabelText('Country or region')).toHaveValue('United States'));
  });

  it('speaks Traditional Chinese in zh-TW', async () => {
    await inTraditionalChinese(async () => {
      expect(screen.getByRole('heading', { name: '線上出售' })).toBeInTheDocument();
      expect(screen.getByLabelText('遊戲')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '送出出售申請' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('國家或地區')).toHaveDisplayValue('美國'));
      await waitFor(() => expect(screen.getByLabelText('電話區碼')).toHaveValue('🇺🇸 +1 美國'));
    });
  });

  it('is a route module: the server may render it, and its head is the table’s sell-online entry', async () => {
    renderRoutePage(SellOnlineModule, { path: '/sellOnline', route: '/sellOnline', stores });
    expect(await screen.findByRole('form', { name: 'Your offer' })).toBeInTheDocument();
    expect(SellOnlineModule.serverRender).toBe('everyone');
    const args = { params: {}, query: new URLSearchParams(), language: 'zh-TW' as const };
    expect(SellOnlineModule.head(null, { ...args, t: i18n.getFixedT('zh-TW') }).title).toBe(
      '線上出售 | TopUp 儲值商城',
    );
    expect(SellOnlineModule.head(null, { ...args, language: 'en', t: i18n.getFixedT('en') })).toEqual({
      title: 'Sell online | TopUp Store',
      description: 'Sell your in-game items and credits safely.',
      keywords: 'sell online, sell game items, sell game credits',
    });
  });
});
