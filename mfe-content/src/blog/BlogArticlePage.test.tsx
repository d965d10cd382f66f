import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, PageNotFoundError, i18n, type ProductSummary, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { type Article } from '../articles/articleApi';
import * as BlogArticlePage from './BlogArticlePage';
import { articleApi } from '../articles/articleApi';
import { renderRoutePage } from 'shell/testing';

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

const ROUTE = '/blog/:slug/:title';
const PATH = '/blog/guides/how-to-top-up';

const loaderArgs = (stores: Stores, title = 'how-to-top-up') => ({
  params: { slug: 'guides', title },
  query: new URLSearchParams(),
  language: 'en' as const,
  stores,
});

describe('BlogArticlePage', () => {
  let stores: Stores;

  beforeEach(() => {
    stores = testStores();
    jest.spyOn(articleApi(stores.api), 'article').mockResolvedValue(article);
  });
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('shows the sanitized body with a table of contents, shared images and related products', async () => {
    const recommend = jest
      .spyOn(stores.api.products, 'recommendConfig')
      .mockResolvedValue({ enabled: true, recommend: [product] });
    renderRoutePage(BlogArticlePage, { path: PATH, route: ROUTE, stores });

    expect(await screen.findByRole('heading', { level: 1, name: 'How to top up' })).toBeInTheDocument();
    expect(articleApi(stores.api).article).toHaveBeenCalledWith('how-to-top-up');
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

    const related = screen.getByRole('region', { name: 'Top up the games in this article' });
    expect(within(related).getByRole('link', { name: 'Mobile Legends' })).toHaveAttribute(
      'href',
      '/top-up/mobile-legends',
    );
    expect(recommend).toHaveBeenCalledWith({ prefix: 'blog' });
  });

  it('shows the article and its related products in one go, so nothing below them moves', async () => {
    let answer: (config: { enabled: boolean; recommend: ProductSummary[] }) => void = () => undefined;
    jest
      .spyOn(stores.api.products, 'recommendConfig')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRoutePage(BlogArticlePage, { path: PATH, route: ROUTE, stores });

    expect(await screen.findByRole('status')).toBeInTheDocument(); // the loading line
    await act(async () => {
      await articleApi(stores.api).article('how-to-top-up'); // the article's answer has come
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'How to top up' })).toBeNull();
    answer({ enabled: true, recommend: [product] });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to top up' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top up the games in this article' })).toBeInTheDocument();
  });

  it('shows the article alone when its related products fail to load', async () => {
    jest.spyOn(stores.api.products, 'recommendConfig').mockRejectedValue(new Error('down'));
    renderRoutePage(BlogArticlePage, { path: PATH, route: ROUTE, stores });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to top up' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top up the games in this article' })).toBeNull();
  });

  it('shows a failed article read with Retry, which reads it again', async () => {
    jest.spyOn(stores.api.products, 'recommendConfig').mockResolvedValue({ enabled: false, recommend: [] });
    const read = jest
      .spyOn(articleApi(stores.api), 'article')
      .mockRejectedValueOnce(new ApiError(0, 'offline', '/public/blog/article/:slug'))
      .mockResolvedValueOnce(article);
    renderRoutePage(BlogArticlePage, { path: PATH, route: ROUTE, stores });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How to top up' })).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('links back to the category in zh-TW', async () => {
    jest.spyOn(stores.api.products, 'recommendConfig').mockResolvedValue({ enabled: false, recommend: [] });
    await i18n.changeLanguage('zh-TW');
    renderRoutePage(BlogArticlePage, { path: `/zh-TW${PATH}`, route: `/zh-TW${ROUTE}`, stores });
    expect(await screen.findByRole('link', { name: '返回部落格' })).toHaveAttribute(
      'href',
      '/zh-TW/blog/guides',
    );
    expect(screen.queryByRole('region', { name: /儲值/ })).toBeNull();
  });
});

describe('BlogArticlePage loader and head', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the article named by the address and the blog’s products', async () => {
    const stores = testStores();
    const read = jest.spyOn(articleApi(stores.api), 'article').mockResolvedValue(article);
    const recommend = jest
      .spyOn(stores.api.products, 'recommendConfig')
      .mockResolvedValue({ enabled: true, recommend: [product] });
    const data = await BlogArticlePage.loader(loaderArgs(stores));
    expect(read).toHaveBeenCalledWith('how-to-top-up');
    expect(recommend).toHaveBeenCalledWith({ prefix: 'blog' });
    expect(data).toEqual({
      article: { ok: true, data: article },
      related: { ok: true, data: { enabled: true, recommend: [product] } },
    });
    // The server writes it into the page for the browser: it survives JSON as it is.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('is not found when store-api does not know the article', async () => {
    const stores = testStores();
    jest
      .spyOn(articleApi(stores.api), 'article')
      .mockRejectedValue(new ApiError(404, 'Article not found.', '/public/blog/article/:slug'));
    jest.spyOn(stores.api.products, 'recommendConfig').mockResolvedValue({ enabled: false, recommend: [] });
    const outcome = BlogArticlePage.loader(loaderArgs(stores, 'no-such-article'));
    await expect(outcome).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it('gives any other failure to the page, which shows it', async () => {
    const stores = testStores();
    jest
      .spyOn(articleApi(stores.api), 'article')
      .mockRejectedValue(new ApiError(500, 'Internal error', '/public/blog/article/:slug'));
    jest.spyOn(stores.api.products, 'recommendConfig').mockResolvedValue({ enabled: false, recommend: [] });
    await expect(BlogArticlePage.loader(loaderArgs(stores))).resolves.toMatchObject({
      article: { ok: false, error: { code: 500 } },
    });
  });

  it('takes the title, description and hero picture from the article, in zh-TW too', async () => {
    const data = {
      article: { ok: true as const, data: article },
      related: { ok: true as const, data: { enabled: false, recommend: [] } },
    };
    const args = { params: {}, query: new URLSearchParams(), language: 'zh-TW' as const };
    const head = BlogArticlePage.head(data, { ...args, t: i18n.getFixedT('zh-TW') });
    expect(head).toEqual({
      title: 'How to top up | TopUp 儲值商城部落格',
      description: 'Three steps to diamonds.',
      image: expect.objectContaining({ src: expect.stringContaining('/media/articles/how-to-top-up.svg') }),
    });
    const english = BlogArticlePage.head(data, { ...args, language: 'en', t: i18n.getFixedT('en') });
    expect(english.title).toBe('How to top up | TopUp Store blog');
  });
});
