import { screen, within } from '@testing-library/react';
import { testStores } from '@topup/shared-lib/testing';
import { type ArticleSummary } from '../articles/articleApi';
import { ARTICLE_PAGE_SIZE } from '../articles/articleListLoader';
import * as NewsCategoryPage from './NewsCategoryPage';
import { articleApi } from '../articles/articleApi';
import { renderRoutePage } from 'shell/testing';

const news: ArticleSummary = {
  id: 4,
  slug: 'new-games',
  category: 'news',
  title: 'New games this week',
  summary: 'Three more games to top up.',
  pic: '/media/articles/new-games.svg',
  publishTime: '2026-11-01T00:00:00Z',
};

describe('NewsCategoryPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the first page of the news, each article under /news', async () => {
    const stores = testStores();
    const load = jest
      .spyOn(articleApi(stores.api), 'articles')
      .mockResolvedValue({ list: [news], total: 1, pageNum: 1, pageSize: ARTICLE_PAGE_SIZE });
    renderRoutePage(NewsCategoryPage, { path: '/news/category', route: '/news/category', stores });
    expect(await screen.findByRole('link', { name: 'Read “New games this week”' })).toHaveAttribute(
      'href',
      '/news/new-games',
    );
    expect(load).toHaveBeenCalledWith({ pageNum: 1, pageSize: ARTICLE_PAGE_SIZE, category: 'news' });
    // The article categories lead on, News marked as the current one.
    const nav = await screen.findByRole('navigation', { name: 'Blog categories' });
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  });
});
