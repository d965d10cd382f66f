import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type ProductSummary, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import * as ClassifyPage from './classify/ClassifyPage';
import * as GoodPage from './goods/GoodPage';
import * as ProductPage from './product/ProductPage';
import * as TopUpListPage from './topup/TopUpListPage';
import { head as topUpListHead } from './topup/topUpListLoader';
import { catalogueApi } from './catalogue/catalogueApi';
import { renderRoutePage } from 'shell/testing';

const product = (id: number): ProductSummary => ({
  id,
  sn: `P${1000 + id}`,
  linkName: `game-${id}`,
  name: `Game ${id}`,
  kind: 'game',
  pic: '/media/products/x.svg',
  currency: 'USD',
  minPrice: 1,
  originalPrice: null,
  hot: false,
  recommend: false,
});

const ZH_INVALID = '參數無效。';

describe('storefront listings', () => {
  let stores: Stores;
  let products: Stores['api']['products'];
  beforeEach(() => {
    stores = testStores({ session: null });
    products = stores.api.products;
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('/top-up shows the products a page at a time', async () => {
    const all = Array.from({ length: 15 }, (_unused, index) => product(index + 1));
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'all', products: all }] });
    renderRoutePage(TopUpListPage, { path: '/top-up', route: '/top-up', stores });
    expect(await screen.findByText('Showing 12 of 15')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Top up Game 13' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('link', { name: 'Top up Game 15' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('/top-up: after "Show more" the keyboard goes on from the first card it added', async () => {
    const all = Array.from({ length: 30 }, (_unused, index) => product(index + 1));
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'all', products: all }] });
    renderRoutePage(TopUpListPage, { path: '/top-up', route: '/top-up', stores });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('link', { name: 'Top up Game 13' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 30');
    // The last step: the button goes, and the focus is not left on nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up Game 25' })).toHaveFocus();
  });

  it('/top-up: no title of its own; the first card of the "all" list is the hero picture', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({
      sections: [
        { key: 'hot', products: [{ ...product(9), pic: '/media/products/hot.svg' }] },
        { key: 'all', products: [{ ...product(1), pic: '/media/products/first.svg' }, product(2)] },
      ],
    });
    const args = { params: {}, query: new URLSearchParams(), language: 'en' as const, stores };
    const headArgs = { ...args, t: i18n.getFixedT('en') };
    expect(topUpListHead(await TopUpListPage.loader(args), headArgs)).toEqual({
      title: 'All top-ups | TopUp Store',
      image: { src: '/media/products/first.svg' },
    });
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'all', products: [] }] });
    expect(topUpListHead(await TopUpListPage.loader(args), headArgs)).toEqual({
      title: 'All top-ups | TopUp Store',
    });
  });

  it('/top-up says when the catalogue is empty', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'all', products: [] }] });
    renderRoutePage(TopUpListPage, { path: '/top-up', route: '/top-up', stores });
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('/classify lists the menu and the chosen category from the URL', async () => {
    jest.spyOn(products, 'menu').mockResolvedValue([
      { id: 1, label: 'Mobile games', icon: '/i.svg', value: 1 },
      { id: 2, label: 'RPG', icon: '/j.svg', value: 2 },
    ]);
    const item = jest
      .spyOn(catalogueApi(stores.api), 'menuItem')
      .mockResolvedValue({ id: 2, label: 'RPG', icon: '/j.svg', value: 2, products: [product(2)] });
    renderRoutePage(ClassifyPage, { path: '/classify?id=2', route: '/classify', stores });
    const menu = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(menu).getByRole('link', { name: 'RPG' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'RPG' })).toHaveTextContent('Game 2');
    expect(item).toHaveBeenCalledWith(2);
  });

  it('/classify explains a failure and retries', async () => {
    jest
      .spyOn(products, 'menu')
      .mockRejectedValueOnce(new ApiError(0, 'timeout', '/hpms/product/index/v2/menu'))
      .mockResolvedValueOnce([]);
    renderRoutePage(ClassifyPage, { path: '/classify', route: '/classify', stores });
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is not responding');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
  });

  it.each([
    ['/Good/abc', '/Good/:id', GoodPage],
    ['/product/abc', '/product/:id', ProductPage],
  ])('%s shows the invalid-parameter message in both languages', async (path, route, page) => {
    const menuItem = jest.spyOn(catalogueApi(stores.api), 'menuItem');
    const detail = jest.spyOn(catalogueApi(stores.api), 'byIdV3');
    const view = renderRoutePage(page, { path, route, stores });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid parameter.');
    view.unmount();
    await i18n.changeLanguage('zh-TW');
    const zh = renderRoutePage(page, { path: `/zh-TW${path}`, route: `/zh-TW${route}`, stores });
    expect(await screen.findByRole('alert')).toHaveTextContent(ZH_INVALID);
    zh.unmount();
    await i18n.changeLanguage('en');
    expect(menuItem).not.toHaveBeenCalled();
    expect(detail).not.toHaveBeenCalled();
  });

  it('/Good/{id} lists the goods of the category the id names, and says when it names none', async () => {
    const item = jest
      .spyOn(catalogueApi(stores.api), 'menuItem')
      .mockResolvedValueOnce({ id: 12, label: 'RPG', icon: '/j.svg', value: 12, products: [product(2)] })
      .mockRejectedValueOnce(new ApiError(404, 'Menu not found.', '/hpms/product/index/v2/menu/13'));
    const view = renderRoutePage(GoodPage, { path: '/Good/12', route: '/Good/:id', stores });
    expect(await screen.findByRole('region', { name: 'RPG' })).toHaveTextContent('Game 2');
    expect(item).toHaveBeenCalledWith('12');
    view.unmount();
    renderRoutePage(GoodPage, { path: '/Good/13', route: '/Good/:id', stores });
    expect(await screen.findByText('We could not find these goods.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'More goods' })).toBeInTheDocument();
  });

  it('/product/{id} shows the product’s denominations and the way to its purchase page', async () => {
    jest.spyOn(catalogueApi(stores.api), 'byIdV3').mockResolvedValue({
      id: 1,
      sn: 'P1001',
      linkName: 'mobile-legends',
      name: 'Mobile Legends',
      kind: 'game',
      pic: '/media/products/mobile-legends.svg',
      description: 'Diamonds for your account.',
      inputFields: ['User ID', 'Zone ID'],
      afterPayFields: [],
      deliveryMinutes: 5,
      hot: true,
      recommend: false,
      skus: [{ id: 1, name: '86 Diamonds', price: 1.59, originalPrice: 1.79, currency: 'USD', pic: '' }],
    });
    renderRoutePage(ProductPage, { path: '/product/P1001', route: '/product/:id', stores });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Legends' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Denominations and prices.' })).toHaveTextContent('$1.59');
    expect(screen.getByRole('link', { name: 'Top up Mobile Legends now' })).toHaveAttribute(
      'href',
      '/top-up/mobile-legends',
    );
  });

  it('/product/{id} says when the product does not exist', async () => {
    jest
      .spyOn(catalogueApi(stores.api), 'byIdV3')
      .mockRejectedValue(new ApiError(404, 'Product not found.', '/hpms/product/v3'));
    renderRoutePage(ProductPage, { path: '/product/a1', route: '/product/:id', stores });
    expect(await screen.findByText('We could not find this product.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();
  });
});
