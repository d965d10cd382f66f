import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { type ArticleSummary } from '../articles/articleApi';
import { ARTICLE_PAGE_SIZE } from '../articles/articleListLoader';
import * as BlogListPage from './BlogListPage';
import { articleApi } from '../articles/articleApi';
import { renderRoutePage } from 'shell/testing';

const article = (id: number): ArticleSummary => ({
  id,
  slug: `article-${id}`,
  category: 'guides',
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  pic: `/media/articles/article-${id}.svg`,
  publishTime: '2026-11-01T00:00:00Z',
});

const loaderArgs = (stores = testStores()) => ({
  params: {},
  query: new URLSearchParams(),
  language: 'en' as const,
  stores,
});

describe('BlogListPage', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists articles with links to their pages and pages through them', async () => {
    const stores = testStores();
    const load = jest
      .spyOn(articleApi(stores.api), 'articles')
      .mockImplementation(async ({ pageNum = 1 } = {}) => ({
        list: [article(pageNum * 10)],
        total: ARTICLE_PAGE_SIZE + 1,
        pageNum,
        pageSize: ARTICLE_PAGE_SIZE,
      }));
    renderRoutePage(BlogListPage, { path: '/blog', route: '/blog', stores });
    expect(await screen.findByRole('link', { name: 'Read “Article 10”' })).toHaveAttribute(
      'href',
      '/blog/guides/article-10',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Read “Article 20”' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: ARTICLE_PAGE_SIZE });
    // Back on the first page: the page's own data, not asked again.
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Read “Article 10”' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leads to the news pages: the News category and every news article open under /news, in both languages', async () => {
    const stores = testStores();
    const news = { ...article(3), category: 'news', slug: 'new-games', title: 'New games' };
    jest
      .spyOn(articleApi(stores.api), 'articles')
      .mockResolvedValue({ list: [news, article(4)], total: 2, pageNum: 1, pageSize: ARTICLE_PAGE_SIZE });
    renderRoutePage(BlogListPage, { path: '/blog', route: '/blog', stores });
    const nav = await screen.findByRole('navigation', { name: 'Blog categories' });
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news/category');
    expect(within(nav).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/blog/guides');
    expect(await screen.findByRole('link', { name: 'Read “New games”' })).toHaveAttribute(
      'href',
      '/news/new-games',
    );
    expect(screen.getByRole('link', { name: 'Read “Article 4”' })).toHaveAttribute(
      'href',
      '/blog/guides/article-4',
    );
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(within(nav).getByRole('link', { name: '新聞' })).toHaveAttribute('href', '/zh-TW/news/category');
  });

  it('says when there are no articles', async () => {
    const stores = testStores();
    jest
      .spyOn(articleApi(stores.api), 'articles')
      .mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: ARTICLE_PAGE_SIZE });
    renderRoutePage(BlogListPage, { path: '/blog', route: '/blog', stores });
    expect(await screen.findByText('No articles here yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the latest guides and news' })).toHaveAttribute(
      'href',
      '/news/category',
    );
  });
});

describe('BlogListPage loader', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the first page of all articles', async () => {
    const stores = testStores();
    const page = { list: [article(1)], total: 1, pageNum: 1, pageSize: ARTICLE_PAGE_SIZE };
    const load = jest.spyOn(articleApi(stores.api), 'articles').mockResolvedValue(page);
    await expect(BlogListPage.loader(loaderArgs(stores))).resolves.toEqual({
      first: { ok: true, data: page },
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ pageNum: 1, pageSize: ARTICLE_PAGE_SIZE });
  });

  it('gives a failed read to the list, which shows it with Retry', async () => {
    const stores = testStores();
    // No answer stubbed: the test stores' transport answers that it was not.
    const data = await BlogListPage.loader(loaderArgs(stores));
    expect(data.first.ok).toBe(false);
    renderRoutePage(BlogListPage, { path: '/blog', route: '/blog', stores });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
