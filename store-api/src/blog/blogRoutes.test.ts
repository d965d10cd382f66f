import { seedArticles } from '../db/seed/articles';
import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import type { Article, ArticlePage } from './articleQueries';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const listArticles = (query: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method: 'GET', url: `/public/blog/article${query}`, headers });

const newestFirst = [...seedArticles].sort((a, b) => b.publishTime.localeCompare(a.publishTime));

describe('GET /public/blog/article', () => {
  it('pages 10 newest-first articles by default', async () => {
    const response = await listArticles('');
    expect(response.statusCode).toBe(200);
    const page = envelopeOf<ArticlePage>(response).data;
    expect(page).toMatchObject({ total: seedArticles.length, pageNum: 1, pageSize: 10 });
    expect(page.list.map((article) => article.slug)).toEqual(newestFirst.map((article) => article.slug));
    expect(page.list[0]).toEqual({
      id: 7,
      slug: 'live-streaming-coin-bonus',
      category: 'deals',
      title: 'Bonus coins for Poppo Live and Bigo Live this month',
      summary: 'Top up a live-streaming app this month and collect a coupon for your next order.',
      pic: '/media/articles/live-streaming-coin-bonus.svg',
      publishTime: '2026-11-21T09:00:00.000Z',
    });
  });

  it('returns the requested page', async () => {
    const page = envelopeOf<ArticlePage>(await listArticles('?pageNum=2&pageSize=3')).data;
    expect(page.pageNum).toBe(2);
    expect(page.pageSize).toBe(3);
    expect(page.total).toBe(seedArticles.length);
    expect(page.list.map((article) => article.slug)).toEqual(
      newestFirst.slice(3, 6).map((article) => article.slug),
    );
  });

  it('filters by category', async () => {
    const page = envelopeOf<ArticlePage>(await listArticles('?category=guides')).data;
    expect(page.total).toBe(3);
    expect(page.list.map((article) => article.slug)).toEqual([
      'safe-top-up-checklist',
      'find-your-genshin-uid',
      'how-to-top-up-mobile-legends',
    ]);
    const unknown = envelopeOf<ArticlePage>(await listArticles('?category=recipes')).data;
    expect(unknown).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it('localises titles and summaries', async () => {
    const page = envelopeOf<ArticlePage>(
      await listArticles('?category=news', { 'accept-language': 'zh-TW' }),
    ).data;
    expect(page.list.map((article) => article.title)).toEqual([
      '絕區零週年慶活動登場',
      '崩壞：星穹鐵道新版本重點整理',
    ]);
  });

  it.each([
    ['?pageNum=abc', 'pageNum must be a whole number'],
    ['?pageNum=0', 'pageNum must be at least 1'],
    ['?pageNum=1.5', 'pageNum must be a whole number'],
    ['?pageSize=51', 'pageSize must be at most 50'],
    ['?category=..%2Fsecret', 'category has an invalid format'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await listArticles(query);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ code: 400, message, data: null });
  });
});

describe('GET /public/blog/article/:slug', () => {
  it('returns the article with its body', async () => {
    const response = await store.app.inject({
      method: 'GET',
      url: '/public/blog/article/find-your-genshin-uid',
    });
    const article = envelopeOf<Article>(response).data;
    expect(article).toMatchObject({
      id: 2,
      category: 'guides',
      title: 'Where to find your Genshin Impact UID and server',
    });
    expect(article.bodyHtml).toMatch(/^<p>Your nine-digit UID/);
  });

  it('returns the Chinese body for zh readers', async () => {
    const response = await store.app.inject({
      method: 'GET',
      url: '/public/blog/article/find-your-genshin-uid',
      headers: { 'accept-language': 'zh' },
    });
    expect(envelopeOf<Article>(response).data.bodyHtml).toContain('<p>在大世界中');
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/public/blog/article/no-such-article' });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toEqual({ code: 404, message: 'Article not found.', data: null });
  });
});
