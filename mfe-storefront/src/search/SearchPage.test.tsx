import { act, cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type ProductSummary, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { CURRENCIES, LOOKUP_WAIT } from '../testing/topUpFixtures';
import * as SearchPage from './SearchPage';
import { MAX_QUERY_LENGTH, matchesQuery, searchQuery } from './searchProducts';
import { renderRoutePage } from 'shell/testing';

// Whole pages render through their loaders: on a busy machine a first render takes more than the
// default second to appear (no assertion depends on how long it takes).
configure({ asyncUtilTimeout: 5000 });

const summary = (
  id: number,
  linkName: string,
  name: string,
  kind: 'game' | 'live' = 'game',
): ProductSummary => ({
  id,
  sn: `P${1000 + id}`,
  linkName,
  name,
  kind,
  pic: `/media/products/${linkName}.svg`,
  currency: 'USD',
  minPrice: 0.99,
  originalPrice: null,
  hot: false,
  recommend: false,
});

const EN = [
  summary(2, 'genshin-impact', 'Genshin Impact'),
  summary(5, 'honkai-star-rail', 'Honkai: Star Rail'),
  summary(7, 'poppo-live', 'Poppo Live', 'live'),
];
/** The same index as a Chinese page reads it: names in Chinese, link names as they are. */
const ZH = [
  summary(2, 'genshin-impact', '原神'),
  summary(5, 'honkai-star-rail', '崩壞：星穹鐵道'),
  summary(7, 'poppo-live', 'Poppo 直播', 'live'),
];

describe('search', () => {
  let stores: Stores;
  const index = (list: ProductSummary[]) =>
    jest.spyOn(stores.api.products, 'indexV2').mockResolvedValue({
      // A product listed in two sections is one result.
      sections: [
        { key: 'hot', products: [list[0] as ProductSummary] },
        { key: 'all', products: list },
      ],
    });
  const renderSearch = (path: string) => renderRoutePage(SearchPage, { path, route: '/search', stores });
  beforeEach(() => {
    stores = testStores({ session: null });
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('matches every word of the query in the name or the link name, whatever the case or width', () => {
    const honkai = EN[1] as ProductSummary;
    expect(matchesQuery(honkai, 'star rail')).toBe(true);
    expect(matchesQuery(honkai, 'HONKAI')).toBe(true);
    expect(matchesQuery(honkai, 'ｈｏｎｋａｉ')).toBe(true);
    expect(matchesQuery(honkai, 'honkai genshin')).toBe(false);
    expect(matchesQuery(ZH[0] as ProductSummary, '原神')).toBe(true);
    expect(matchesQuery(ZH[0] as ProductSummary, 'genshin')).toBe(true);
    expect(matchesQuery(honkai, '  ')).toBe(false);
    expect(searchQuery(`  ${'x'.repeat(MAX_QUERY_LENGTH + 10)} `)).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('lists the games and live apps matching the query, grouped, each card priced in the shopper’s currency', async () => {
    stores = testStores({ session: null, currency: 'TWD' });
    stores.currency.setList(CURRENCIES);
    index(EN);
    renderSearch('/search?q=i');
    expect(await screen.findByText('3 results for “i”', {}, LOOKUP_WAIT)).toBeInTheDocument();
    const games = screen.getByRole('region', { name: 'Games' });
    expect(within(games).getByRole('link', { name: 'Top up Genshin Impact' })).toHaveAttribute(
      'href',
      '/top-up/genshin-impact',
    );
    expect(within(games).getByRole('link', { name: 'Top up Honkai: Star Rail' })).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Live streaming' });
    expect(live).toHaveTextContent('Poppo Live');
    // 99 cents x 32.5 = 3217.5: NT$32.18.
    expect(live).toHaveTextContent('NT$32.18');
    expect(screen.getByRole('searchbox', { name: 'Game or product' })).toHaveValue('i');
  });

  it('says when nothing matches', async () => {
    index(EN);
    renderSearch('/search?q=minecraft');
    expect(
      await screen.findByText('Nothing matches “minecraft”. Check the spelling or try another name.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('says when the search failed, and Retry searches again', async () => {
    index(EN).mockRejectedValueOnce(new ApiError(500, 'The store is busy.', '/hpms/product/index/v2'));
    renderSearch('/search?q=genshin');
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is having trouble right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 result for “genshin”')).toBeInTheDocument();
  });

  it('asks for a query, reading nothing, when there is none', async () => {
    const read = index(EN);
    renderSearch('/search');
    expect(await screen.findByText('Type the name of a game, live app or product.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('searches again from its form, client-side', async () => {
    index(EN);
    renderSearch('/search?q=genshin');
    await screen.findByText('1 result for “genshin”');
    const box = screen.getByRole('searchbox', { name: 'Game or product' });
    await userEvent.clear(box);
    await userEvent.type(box, 'poppo{Enter}');
    expect(await screen.findByText('1 result for “poppo”')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live streaming' })).toHaveTextContent('Poppo Live');
  });

  it('finds games in Traditional Chinese by their Chinese or English name', async () => {
    await i18n.changeLanguage('zh-TW');
    try {
      index(ZH);
      const view = renderSearch('/search?q=原神');
      expect(await screen.findByText('「原神」共 1 筆結果')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: '遊戲' })).toHaveTextContent('原神');
      view.unmount();
      renderSearch('/search?q=star%20rail');
      expect(await screen.findByRole('region', { name: '遊戲' })).toHaveTextContent('崩壞：星穹鐵道');
      expect(screen.getByRole('search', { name: '搜尋商城' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('titles the page with the query', async () => {
    index(EN);
    const data = await SearchPage.loader({
      params: {},
      query: new URLSearchParams('q=genshin'),
      language: 'en',
      stores,
    });
    const t = i18n.getFixedT('en');
    const args = { params: {}, query: new URLSearchParams('q=genshin'), language: 'en' as const, t };
    expect(SearchPage.head(data, args).title).toBe('“genshin”: search | TopUp Store');
    expect(SearchPage.head({ query: '', results: null }, args).title).toBe('Search | TopUp Store');
  });
});
