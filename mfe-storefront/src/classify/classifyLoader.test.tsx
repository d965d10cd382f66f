import { cleanup, screen, within } from '@testing-library/react';
import { i18n, type PageHeadArgs, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { type MenuDetail } from '../catalogue/catalogueTypes';
import * as ClassifyPage from './ClassifyPage';
import { chosenMenuId, head, loader } from './classifyLoader';
import { catalogueApi } from '../catalogue/catalogueApi';
import { renderRoutePage } from 'shell/testing';

const headArgs = {
  t: i18n.getFixedT('en'),
  params: {},
  query: new URLSearchParams(),
  language: 'en',
} satisfies PageHeadArgs;

const menu = [
  { id: 1, label: 'Mobile games', icon: '/i.svg', value: 1 },
  { id: 2, label: 'RPG', icon: '/j.svg', value: 2 },
];

const category = (id: number, label: string, pic: string): MenuDetail => ({
  id,
  label,
  icon: '/i.svg',
  value: id,
  products: [
    {
      id: 10 + id,
      sn: `P10${id}`,
      linkName: `game-${id}`,
      name: `Game ${id}`,
      kind: 'game',
      pic,
      currency: 'USD',
      minPrice: 1,
      originalPrice: null,
      hot: false,
      recommend: false,
    },
  ],
});

const categories: Record<string, MenuDetail> = {
  '1': category(1, 'Mobile games', '/media/products/first.svg'),
  '2': category(2, 'RPG', '/media/products/rpg.svg'),
};

const loaderArgs = (search: string, stores: Stores) => ({
  params: {},
  query: new URLSearchParams(search),
  language: 'en' as const,
  stores,
});

describe('the categories page loader', () => {
  let stores: Stores;
  let menuItem: jest.SpyInstance;
  beforeEach(() => {
    stores = testStores({ session: null });
    jest.spyOn(stores.api.products, 'menu').mockResolvedValue(menu);
    menuItem = jest
      .spyOn(catalogueApi(stores.api), 'menuItem')
      .mockImplementation((id) => Promise.resolve(categories[String(id)] ?? category(0, '?', '')));
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('reads the category the address chooses; its first product’s picture is the hero', async () => {
    renderRoutePage(ClassifyPage, { path: '/classify?id=2', route: '/classify', stores });
    expect(await screen.findByRole('region', { name: 'RPG' })).toHaveTextContent('Game 2');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'RPG' })).toHaveAttribute('aria-current', 'page');
    expect(menuItem).toHaveBeenCalledTimes(1);
    expect(menuItem).toHaveBeenCalledWith(2);

    const data = await loader(loaderArgs('id=2', stores));
    // No metadata entry of its own: the page's name and the picture it paints largest.
    expect(head(data, headArgs)).toEqual({
      title: 'Categories | TopUp Store',
      image: { src: '/media/products/rpg.svg' },
    });
  });

  it.each([
    ['an id the menu does not have', '/classify?id=99'],
    ['no id', '/classify'],
    ['an id that is no number', '/product/classify?id=rpg'],
  ])('shows the menu’s first category for %s', async (_case, path) => {
    renderRoutePage(ClassifyPage, { path, route: path.split('?')[0], stores });
    expect(await screen.findByRole('region', { name: 'Mobile games' })).toHaveTextContent('Game 1');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Mobile games' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'RPG' })).not.toHaveAttribute('aria-current');
    expect(menuItem).toHaveBeenCalledWith(1);
  });

  it('reads no category when the menu is empty, and has no hero', async () => {
    jest.spyOn(stores.api.products, 'menu').mockResolvedValue([]);
    const data = await loader(loaderArgs('', stores));
    expect(data).toEqual({ menu: { ok: true, data: [] }, chosen: null, category: null });
    expect(menuItem).not.toHaveBeenCalled();
    expect(head(data, headArgs)).toEqual({ title: 'Categories | TopUp Store' });
  });

  it('chooses by the rule: the named id when listed, else the first', () => {
    expect(chosenMenuId(menu, '2')).toBe(2);
    expect(chosenMenuId(menu, '99')).toBe(1);
    expect(chosenMenuId(menu, null)).toBe(1);
    expect(chosenMenuId([], '2')).toBeNull();
  });
});
