// Every storefront price in the shopper's currency: cards listed in USD are converted as the store
// prices (whole cents times the rate, a half cent up), details priced by the store in the shopper's
// currency are shown as they come, and the server's markup hydrates without a difference.
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import {
  STORAGE_KEYS,
  i18n,
  writeStored,
  type ProductDetail,
  type ProductSummary,
  type Stores,
} from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import * as ClassifyPage from '../classify/ClassifyPage';
import * as GoodPage from '../goods/GoodPage';
import * as HomePage from '../home/HomePage';
import * as ProductPage from '../product/ProductPage';
import * as TopUpListPage from '../topup/TopUpListPage';
import { serverRendered } from '../testing/serverRendered';
import { summary } from '../testing/topUpFixtures';
import { CURRENCIES, welcome5 } from '../testing/topUpFixtures';
import { inShopperCurrency } from './shopperMoney';
import { catalogueApi } from '../catalogue/catalogueApi';
import type { HomePopup } from '../catalogue/catalogueTypes';
import { renderRoutePage } from 'shell/testing';

// Whole pages render through their loaders: on a busy machine a first render takes more than the
// default second to appear (no assertion depends on how long it takes).
configure({ asyncUtilTimeout: 5000 });

/** The catalogue's Genshin Impact, not among the recommended here. */
const genshin: ProductSummary = { ...summary, recommend: false };

/** 95 cents x 32.5 = 3087.5: NT$30.88, as store-api prices the pack; 99 cents: NT$32.18. */
const NOW_TWD = 'NT$30.88';
const WAS_TWD = 'NT$32.18';

/** A shopper in TWD whose store set has the currency list (read by the server, or stored). */
function storesIn(code: string): Stores {
  const stores = testStores({ session: null, currency: code });
  stores.currency.setList(CURRENCIES);
  return stores;
}

function mockCatalogue(stores: Stores) {
  const { products } = stores.api;
  jest.spyOn(catalogueApi(stores.api), 'banners').mockResolvedValue([]);
  jest.spyOn(catalogueApi(stores.api), 'popups').mockResolvedValue([]);
  jest.spyOn(products, 'recommendConfig').mockResolvedValue({ enabled: true, recommend: [genshin] });
  jest.spyOn(products, 'indexV2').mockResolvedValue({
    sections: [
      { key: 'hot', products: [genshin] },
      { key: 'game', products: [genshin] },
      { key: 'all', products: [genshin] },
    ],
  });
  jest.spyOn(products, 'menu').mockResolvedValue([{ id: 2, label: 'RPG', icon: '/x.svg', value: 2 }]);
  jest.spyOn(catalogueApi(stores.api), 'menuItem').mockResolvedValue({
    id: 2,
    label: 'RPG',
    icon: '/x.svg',
    value: 2,
    products: [genshin],
  });
}

const card = (name: string) => screen.getAllByRole('link', { name: `Top up ${name}` })[0]?.closest('li');

describe('prices in the shopper’s currency', () => {
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('converts a USD amount as the store prices it; leaves the shopper’s own and unknown currencies', () => {
    const twd = storesIn('TWD').currency;
    expect(inShopperCurrency(0.95, 'USD', twd)).toEqual({ amount: 30.88, currency: 'TWD' });
    // Already the shopper's (a v3/v4 detail): never converted twice.
    expect(inShopperCurrency(30.88, 'TWD', twd)).toEqual({ amount: 30.88, currency: 'TWD' });
    // Another currency the list cannot convert from: shown as it came.
    expect(inShopperCurrency(5, 'EUR', twd)).toEqual({ amount: 5, currency: 'EUR' });
    // No currency list (a failed read is an empty list): no rate is guessed.
    const unlisted = testStores({ session: null, currency: 'TWD' }).currency;
    expect(inShopperCurrency(0.95, 'USD', unlisted)).toEqual({ amount: 0.95, currency: 'USD' });
  });

  it('home: the sections and the new-user offer', async () => {
    const stores = storesIn('TWD');
    mockCatalogue(stores);
    jest.spyOn(stores.api.coupons, 'newUser').mockResolvedValue(welcome5);
    renderRoutePage(HomePage, { path: '/', route: '/', stores });
    // Cards show the price a product starts from, with its discount as a percentage (no currency).
    const hot = await screen.findByRole('region', { name: 'Hot right now' });
    expect(hot).toHaveTextContent(NOW_TWD);
    expect(screen.getByRole('region', { name: 'Game top-up' })).toHaveTextContent(NOW_TWD);
    expect(document.body).not.toHaveTextContent('$0.95');
    // $5 off from $20: 500 and 2000 cents x 32.5.
    expect(screen.getByRole('complementary', { name: 'New here?' })).toHaveTextContent(
      'Create an account and get NT$162.50 off your first order of NT$650.00 or more.',
    );
  });

  it.each([
    ['en', 'Weekend sale', 'NT$65.00 off orders of NT$325.00 or more'],
    ['zh-TW', '週末特賣', '滿 NT$325.00 折抵 NT$65.00'],
  ])('home (%s): the popup names its coupon in the shopper’s currency', async (language, title, offer) => {
    // SAVE2 as store-api offers it in the popup: $2 off orders of $10, kept in USD.
    const popup: HomePopup = {
      id: 1,
      title,
      image: '/media/popups/offer-1.svg',
      link: '/mobile/coupon.html?couponId=2',
      coupon: { kind: 'amount', value: 2, minSpend: 10 },
    };
    const stores = storesIn('TWD');
    mockCatalogue(stores);
    jest.spyOn(catalogueApi(stores.api), 'popups').mockResolvedValue([popup]);
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    await act(() => i18n.changeLanguage(language));
    try {
      renderRoutePage(HomePage, { path: '/', route: '/', stores });
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(offer);
      expect(dialog).not.toHaveTextContent('US$');
      expect(dialog).not.toHaveTextContent('美元');
    } finally {
      window.localStorage.clear();
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('follows a currency chosen on the page, card by card', async () => {
    const stores = storesIn('USD');
    mockCatalogue(stores);
    renderRoutePage(TopUpListPage, { path: '/top-up', route: '/top-up', stores });
    await screen.findByRole('link', { name: 'Top up Genshin Impact' });
    expect(card('Genshin Impact')).toHaveTextContent('$0.95');
    // The card follows at once; the page reads its data again for the new currency meanwhile.
    await act(async () => stores.currency.select('TWD'));
    expect(card('Genshin Impact')).toHaveTextContent(NOW_TWD);
    expect(await screen.findByRole('link', { name: 'Top up Genshin Impact' })).toBeInTheDocument();
  });

  it('/top-up, /classify and /Good/{id}', async () => {
    const stores = storesIn('TWD');
    mockCatalogue(stores);
    const list = renderRoutePage(TopUpListPage, { path: '/top-up', route: '/top-up', stores });
    await screen.findByRole('link', { name: 'Top up Genshin Impact' });
    expect(card('Genshin Impact')).toHaveTextContent(NOW_TWD);
    list.unmount();

    const classify = renderRoutePage(ClassifyPage, { path: '/classify', route: '/classify', stores });
    const rpg = await screen.findByRole('region', { name: 'RPG' });
    expect(rpg).toHaveTextContent(NOW_TWD);
    expect(within(rpg).getByRole('link', { name: 'See all RPG' })).toHaveAttribute('href', '/Good/2');
    classify.unmount();

    renderRoutePage(GoodPage, { path: '/Good/2', route: '/Good/:id', stores });
    expect(await screen.findByRole('region', { name: 'RPG' })).toHaveTextContent(NOW_TWD);
  });

  it('/product/{id}: the detail comes priced in the shopper’s currency and is shown as it comes', async () => {
    const stores = storesIn('TWD');
    const detail: ProductDetail = {
      id: 2,
      sn: 'P1002',
      linkName: 'genshin-impact',
      name: 'Genshin Impact',
      kind: 'game',
      pic: '/x.svg',
      description: 'Crystals.',
      inputFields: [],
      afterPayFields: [],
      deliveryMinutes: 5,
      hot: true,
      recommend: true,
      skus: [
        { id: 11, name: '60 Genesis Crystals', price: 30.88, originalPrice: 32.18, currency: 'TWD', pic: '' },
      ],
    };
    jest.spyOn(catalogueApi(stores.api), 'byIdV3').mockResolvedValue(detail);
    renderRoutePage(ProductPage, { path: '/product/2', route: '/product/:id', stores });
    const skus = await screen.findByRole('region', { name: 'Denominations and prices.' });
    expect(skus).toHaveTextContent(`60 Genesis Crystals ${NOW_TWD}${WAS_TWD}`);
  });

  it('the server renders the home page in the shopper’s currency and the browser hydrates it unchanged', async () => {
    const server = storesIn('TWD');
    mockCatalogue(server);
    const data = await HomePage.loader({
      params: {},
      query: new URLSearchParams(),
      language: 'en',
      stores: server,
    });
    const served = serverRendered({ Page: HomePage.default, path: '/', route: '/', data }, server);
    expect(served.container).toHaveTextContent(NOW_TWD);
    expect(served.container).not.toHaveTextContent('$0.95');
    // The browser starts with the currency the shopper stored and the list the page carried.
    const differences = await served.hydrate(storesIn('TWD'));
    expect(differences).toEqual([]);
    expect(served.container).toHaveTextContent(NOW_TWD);
    served.container.remove();
  });
});
