import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARTICLE_PAGE_SIZE, site, type ArticleSummary } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import BlogListPage from './BlogListPage';

const article = (id: number): ArticleSummary => ({
  id,
  slug: `article-${id}`,
  category: 'guides',
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  pic: `/media/articles/article-${id}.svg`,
  publishTime: '2026-11-01T00:00:00Z',
});

describe('BlogListPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists articles with links to their pages and pages through them', async () => {
    const load = jest.spyOn(site, 'articles').mockImplementation(async ({ pageNum = 1 } = {}) => ({
      list: [article(pageNum * 10)],
      total: ARTICLE_PAGE_SIZE + 1,
      pageNum,
      pageSize: ARTICLE_PAGE_SIZE,
    }));
    renderPage(<BlogListPage />);
    expect(await screen.findByRole('link', { name: 'Read “Article 10”' })).toHaveAttribute(
      'href',
      '/blog/guides/article-10',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Read “Article 20”' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: ARTICLE_PAGE_SIZE });
  });

  it('says when there are no articles', async () => {
    jest
      .spyOn(site, 'articles')
      .mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: ARTICLE_PAGE_SIZE });
    renderPage(<BlogListPage />);
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});
