import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, products, site, type Article, type ProductSummary } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import BlogArticlePage from './BlogArticlePage';

const article: Article = {
  id: 1,
  slug: 'how-to-top-up',
  category: 'guides',
  title: 'How to top up',
  summary: 'Three steps to diamonds.',
  pic: '/media/articles/how-to-top-up.svg',
  publishTime: '2026-11-01T00:00:00Z',
  bodyHtml:
    '<h1>Find your ID</h1><p>Open the game.<img src="/media/a.svg" alt="The ID screen" onerror="alert(1)"></p>' +
    '<h3>Server</h3><p><a href="/top-up/mobile-legends" onclick="alert(1)">Top up now</a></p>' +
    '<script>window.__hacked = true</script><a href="javascript:alert(1)">bad</a>',
};

const product: ProductSummary = {
  id: 1,
  sn: 'P1001',
  linkName: 'mobile-legends',
  name: 'Mobile Legends',
  kind: 'game',
  pic: '/media/products/mobile-legends.svg',
  currency: 'USD',
  minPrice: 1.99,
  originalPrice: null,
  hot: true,
  recommend: true,
};

describe('BlogArticlePage', () => {
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  beforeEach(() => {
    document.title = 'TopUp Store';
    jest.spyOn(site, 'article').mockResolvedValue(article);
  });

  it('shows the sanitized body with a table of contents, shared images and related products', async () => {
    const recommend = jest
      .spyOn(products, 'recommendConfig')
      .mockResolvedValue({ enabled: true, recommend: [product] });
    renderPage(<BlogArticlePage />, { path: '/blog/guides/how-to-top-up', route: '/blog/:slug/:title' });

    expect(await screen.findByRole('heading', { level: 1, name: 'How to top up' })).toBeInTheDocument();
    expect(site.article).toHaveBeenCalledWith('how-to-top-up');
    // The body's h1 becomes an h2 under the page's own h1; the contents link to the headings.
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const first = within(toc).getByRole('link', { name: 'Find your ID' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Find your ID' });
    expect(first).toHaveAttribute('href', `#${heading.id}`);
    expect(within(toc).getByRole('link', { name: 'Server' })).toBeInTheDocument();
    await userEvent.click(first);
    expect(heading).toHaveFocus();

    const picture = screen.getByRole('img', { name: 'The ID screen' });
    expect(picture).toHaveClass('tu-image');
    expect(picture).not.toHaveAttribute('onerror');
    expect(screen.getByRole('link', { name: 'Top up now' })).toHaveAttribute(
      'href',
      '/top-up/mobile-legends',
    );
    expect(screen.getByRole('link', { name: 'Top up now' })).not.toHaveAttribute('onclick');
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(document.querySelector('script')).toBeNull();

    const related = await screen.findByRole('region', { name: 'Top up the games in this article' });
    expect(within(related).getByRole('link', { name: 'Mobile Legends' })).toHaveAttribute(
      'href',
      '/top-up/mobile-legends',
    );
    expect(recommend).toHaveBeenCalledWith({ prefix: 'blog' });
  });

  it('shows the article and its related products in one go, so nothing below them moves', async () => {
    let answer: (config: { enabled: boolean; recommend: ProductSummary[] }) => void = () => undefined;
    jest.spyOn(products, 'recommendConfig').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<BlogArticlePage />, { path: '/blog/guides/how-to-top-up', route: '/blog/:slug/:title' });

    expect(await screen.findByRole('status')).toBeInTheDocument(); // the loading line
    await act(async () => {
      await site.article('how-to-top-up'); // the article's answer has come
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'How to top up' })).toBeNull();
    answer({ enabled: true, recommend: [product] });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to top up' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top up the games in this article' })).toBeInTheDocument();
  });

  it('shows the article alone when its related products fail to load', async () => {
    jest.spyOn(products, 'recommendConfig').mockRejectedValue(new Error('down'));
    renderPage(<BlogArticlePage />, { path: '/blog/guides/how-to-top-up', route: '/blog/:slug/:title' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to top up' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top up the games in this article' })).toBeNull();
  });

  it('takes the page title and description from the article, in zh-TW too', async () => {
    jest.spyOn(products, 'recommendConfig').mockResolvedValue({ enabled: false, recommend: [] });
    await i18n.changeLanguage('zh-TW');
    const { unmount } = renderPage(<BlogArticlePage />, {
      path: '/blog/guides/how-to-top-up',
      route: '/blog/:slug/:title',
    });
    expect(await screen.findByRole('link', { name: '返回部落格' })).toHaveAttribute(
      'href',
      '/zh-TW/blog/guides',
    );
    expect(document.title).toBe('How to top up | TopUp Store 部落格');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Three steps to diamonds.',
    );
    expect(screen.queryByRole('region', { name: /儲值/ })).toBeNull();
    unmount();
    expect(document.title).toBe('TopUp Store');
  });
});
