import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  STORAGE_KEYS,
  i18n,
  writeStored,
  type ProductSummary,
  type Stores,
} from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import * as HomePage from './HomePage';
import { catalogueApi } from '../catalogue/catalogueApi';
import { renderRoutePage } from 'shell/testing';

const genshin: ProductSummary = {
  id: 2,
  sn: 'P1002',
  linkName: 'genshin-impact',
  name: 'Genshin Impact',
  kind: 'game',
  pic: '/media/products/genshin-impact.svg',
  currency: 'USD',
  minPrice: 0.95,
  originalPrice: 0.99,
  hot: true,
  recommend: false,
};

const banners = [
  {
    id: 1,
    title: 'Mobile Legends sale',
    image: '/media/a.svg',
    link: '/top-up/mobile-legends',
    needLogin: false,
  },
  {
    id: 2,
    title: 'Partner offer',
    image: '/media/b.svg',
    link: 'https://partner.example/offer',
    needLogin: false,
  },
  { id: 3, title: 'Bad link', image: '/media/c.svg', link: 'javascript:alert(1)', needLogin: false },
];

describe('HomePage', () => {
  let stores: Stores;
  let products: Stores['api']['products'];
  /** The page through its loader, as the shell shows it (a guest unless the test logs in). */
  const renderHome = (path = '/') => renderRoutePage(HomePage, { path, route: '/', stores });
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    stores = testStores({ session: null });
    products = stores.api.products;
    jest.spyOn(catalogueApi(stores.api), 'banners').mockResolvedValue([]);
    jest.spyOn(catalogueApi(stores.api), 'popups').mockResolvedValue([]);
    jest.spyOn(products, 'recommendConfig').mockResolvedValue({ enabled: false, recommend: [] });
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('filters the sections by the key in the URL', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({
      sections: [
        { key: 'hot', products: [genshin] },
        { key: 'game', products: [{ ...genshin, id: 3, name: 'Zenless Zone Zero', linkName: 'zzz' }] },
      ],
    });
    renderHome('/?type=game');
    expect(await screen.findByRole('region', { name: 'Game top-up' })).toHaveTextContent('Zenless Zone Zero');
    expect(screen.queryByRole('region', { name: 'Hot right now' })).not.toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Show' });
    expect(within(filters).getByRole('link', { name: 'Game top-up' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(filters).getByRole('link', { name: 'Hot' })).toHaveAttribute('href', '/?type=hot');
  });

  it('links banners by the link rule: site paths inside, https outside in a new tab, others refused', async () => {
    jest.spyOn(catalogueApi(stores.api), 'banners').mockResolvedValue(banners);
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [] });
    renderHome();
    // The loader reads them with the page's other first reads: they come with the page.
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(carousel).getByRole('link', { name: 'Mobile Legends sale' })).toHaveAttribute(
      'href',
      '/top-up/mobile-legends',
    );
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next promotion' }));
    const external = within(carousel).getByRole('link', { name: 'Partner offer' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next promotion' }));
    expect(within(carousel).getByText('Bad link')).toBeInTheDocument();
    expect(within(carousel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a home popup once, after the cookie question is answered', async () => {
    jest
      .spyOn(catalogueApi(stores.api), 'popups')
      .mockResolvedValue([
        { id: 9, title: 'Weekend sale', image: '/media/p.svg', link: '/coupon/SAVE2', coupon: null },
      ]);
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [] });
    // A first visit: the cookie bar is the one overlay.
    const unanswered = renderHome();
    await screen.findByText('Nothing here yet.');
    expect(screen.queryByRole('dialog', { name: 'Weekend sale' })).not.toBeInTheDocument();
    unanswered.unmount();

    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    const first = renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Weekend sale' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Weekend sale' })).not.toBeInTheDocument();
    first.unmount();
    renderHome();
    await screen.findByText('Nothing here yet.');
    expect(screen.queryByRole('dialog', { name: 'Weekend sale' })).not.toBeInTheDocument();
  });

  it('shows the add-to-home-screen tip from the second visit on', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [] });
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    const first = renderHome();
    await screen.findByText('Nothing here yet.');
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument();
    first.unmount();
    // Back home in the same session: still the first visit.
    const again = renderHome();
    await screen.findByText('Nothing here yet.');
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument();
    again.unmount();
    // A new session is the second visit.
    window.sessionStorage.clear();
    renderHome();
    expect(await screen.findByRole('button', { name: 'Add to home screen' })).toBeInTheDocument();
  });

  it('remembers a closed new-user banner and add-to-desktop tip', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [] });
    writeStored('home-visits', 1);
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    const first = renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the new-user offer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the home-screen tip' }));
    expect(screen.queryByRole('link', { name: 'Claim the new-user coupon' })).not.toBeInTheDocument();
    first.unmount();
    renderHome();
    await screen.findByText('Nothing here yet.');
    expect(screen.queryByRole('button', { name: 'Close the new-user offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument();
  });

  it('lists the hot product list (the recommend config, when enabled) under the recommended filter', async () => {
    const zzz = { ...genshin, id: 3, name: 'Zenless Zone Zero', linkName: 'zzz' };
    jest.spyOn(products, 'recommendConfig').mockResolvedValue({ enabled: true, recommend: [genshin] });
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'recommend', products: [zzz] }] });
    renderHome('/?type=recommend');
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(recommended).toHaveTextContent('Genshin Impact');
    expect(recommended).not.toHaveTextContent('Zenless Zone Zero');
  });

  it('shows each non-empty section with its products and prices', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({
      sections: [
        { key: 'hot', products: [genshin] },
        { key: 'live', products: [] },
      ],
    });
    renderHome();
    const hot = await screen.findByRole('region', { name: 'Hot right now' });
    expect(hot).toHaveTextContent('Genshin Impact');
    expect(hot).toHaveTextContent('$0.95');
    expect(screen.getByRole('link', { name: 'Top up Genshin Impact' })).toHaveAttribute(
      'href',
      '/top-up/genshin-impact',
    );
    expect(screen.queryByRole('region', { name: 'Live top-up' })).not.toBeInTheDocument();
  });

  it('links in the shopper language', async () => {
    await i18n.changeLanguage('zh-TW');
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'hot', products: [genshin] }] });
    const { unmount } = renderHome();
    expect(await screen.findByRole('region', { name: '熱門商品' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '儲值 Genshin Impact' })).toHaveAttribute(
      'href',
      '/zh-TW/top-up/genshin-impact',
    );
    unmount();
    await i18n.changeLanguage('en');
  });

  it('shows each product for at most two purposes: hot, then its kind', async () => {
    const zzz = { ...genshin, id: 3, name: 'Zenless Zone Zero', linkName: 'zzz', hot: false };
    const douyin = { ...genshin, id: 8, name: 'Douyin', linkName: 'douyin', kind: 'live' as const };
    jest
      .spyOn(products, 'recommendConfig')
      .mockResolvedValue({ enabled: true, recommend: [genshin, douyin] });
    jest.spyOn(products, 'indexV2').mockResolvedValue({
      sections: [
        { key: 'hot', products: [genshin, douyin] },
        { key: 'game', products: [genshin, zzz] },
        { key: 'live', products: [douyin] },
        { key: 'recommend', products: [genshin, douyin] },
        { key: 'all', products: [genshin, zzz, douyin] },
      ],
    });
    renderHome();
    await screen.findByRole('region', { name: 'Hot right now' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Hot right now', 'Game top-up', 'Live top-up']));
    expect(headings).not.toContain('All products');
    expect(headings).not.toContain('Recommended for you');
    for (const name of ['Genshin Impact', 'Zenless Zone Zero', 'Douyin']) {
      expect(screen.getAllByRole('link', { name: `Top up ${name}` }).length).toBeLessThanOrEqual(2);
    }
  });

  it("shows the store's trust figures and ways to pay, from the listing", async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({
      sections: [{ key: 'game', products: [genshin] }],
      trust: {
        ordersDelivered: 12480,
        averageRating: 4.8,
        ratingCount: 326,
        typicalDeliveryMinutes: 5,
        paymentMarks: [
          { id: 'card', pic: '/media/payments/card.svg' },
          { id: 'bank', pic: '/media/payments/bank.svg' },
        ],
      },
    });
    renderHome();
    const trust = await screen.findByRole('region', { name: 'Why shoppers trust us' });
    expect(trust).toHaveTextContent('12,480 orders delivered');
    expect(trust).toHaveTextContent('4.8 / 5 from 326 ratings');
    expect(trust).toHaveTextContent('5 min typical delivery');
    const marks = within(trust).getByRole('list', { name: 'Pay with' });
    expect(within(marks).getByRole('img', { name: 'Card' })).toHaveAttribute(
      'src',
      '/media/payments/card.svg',
    );
    expect(within(marks).getByRole('img', { name: 'Bank transfer' })).toBeInTheDocument();
  });

  it("shows a card's art, starting price, discount and delivery time", async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({
      sections: [
        { key: 'game', products: [{ ...genshin, minPrice: 0.9, originalPrice: 1, deliveryMinutes: 5 }] },
      ],
    });
    renderHome();
    const link = await screen.findByRole('link', { name: 'Top up Genshin Impact' });
    const card = link.closest('li');
    expect(card).toHaveTextContent('From US$0.90');
    expect(card).toHaveTextContent('10% off');
    expect(card).toHaveTextContent('5-min delivery');
    const art = link.querySelector('img');
    expect(art).toHaveAttribute('src', '/media/products/genshin-impact.svg');
    expect(art).toHaveAttribute('width', '256');
    expect(art).toHaveAttribute('loading', 'lazy');
  });

  it('says when there is nothing to show', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'hot', products: [] }] });
    renderHome();
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('explains a network failure and retries', async () => {
    const load = jest
      .spyOn(products, 'indexV2')
      .mockRejectedValueOnce(new ApiError(0, 'timeout', '/hpms/product/index/v2'))
      .mockResolvedValueOnce({ sections: [{ key: 'hot', products: [genshin] }] });
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is not responding');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Hot right now' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers the way to sell to the store, in both languages', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'hot', products: [genshin] }] });
    const view = renderHome();
    const sell = await screen.findByRole('complementary', { name: 'Sell to us' });
    expect(within(sell).getByRole('link', { name: 'Sell to us' })).toHaveAttribute('href', '/sellOnline');
    view.unmount();

    await i18n.changeLanguage('zh-TW');
    try {
      const zh = renderHome();
      expect(await screen.findByRole('link', { name: '賣給我們' })).toHaveAttribute(
        'href',
        '/zh-TW/sellOnline',
      );
      zh.unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
