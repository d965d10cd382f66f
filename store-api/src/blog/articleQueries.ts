import type { Database } from '../db/database';
import { localised, type Locale } from '../http/locale';
import { articlePicture } from '../media/picturePaths';

export interface ArticleSummary {
  id: number;
  slug: string;
  /** Category slug: guides, news or deals. */
  category: string;
  title: string;
  summary: string;
  pic: string;
  /** ISO 8601. */
  publishTime: string;
}

export interface Article extends ArticleSummary {
  /** Trusted HTML written by the store's editors. */
  bodyHtml: string;
}

export interface ArticlePage {
  list: ArticleSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface ArticlePageQuery {
  pageNum: number;
  pageSize: number;
  category?: string;
}

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'category',
  'title',
  'title_zh as titleZh',
  'summary',
  'summary_zh as summaryZh',
  'publish_time as publishTime',
] as const;

interface ArticleRow {
  id: number;
  slug: string;
  category: string;
  title: string;
  titleZh: string;
  summary: string;
  summaryZh: string;
  publishTime: string;
}

function toSummary(row: ArticleRow, locale: Locale): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    title: localised(locale, row.title, row.titleZh),
    summary: localised(locale, row.summary, row.summaryZh),
    pic: articlePicture(row.slug),
    publishTime: row.publishTime,
  };
}

/** One page of articles, newest first, optionally limited to a category (an unknown one is simply empty). */
export async function listArticles(
  db: Database,
  query: ArticlePageQuery,
  locale: Locale,
): Promise<ArticlePage> {
  const { category } = query;
  const articles = db.kysely
    .selectFrom('articles')
    .$if(category !== undefined, (builder) => builder.where('category', '=', category ?? ''));
  const { total } = await articles
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await articles
    .select(SUMMARY_COLUMNS)
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    list: rows.map((row) => toSummary(row, locale)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function findArticleBySlug(db: Database, slug: string, locale: Locale): Promise<Article | null> {
  const row = await db.kysely
    .selectFrom('articles')
    .select([...SUMMARY_COLUMNS, 'body_html as bodyHtml', 'body_html_zh as bodyHtmlZh'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  return { ...toSummary(row, locale), bodyHtml: localised(locale, row.bodyHtml, row.bodyHtmlZh) };
}

/** What an article's generated picture is drawn from; null when no article has that slug. */
export async function findArticleArt(
  db: Database,
  slug: string,
): Promise<{ title: string; category: string } | null> {
  const row = await db.kysely
    .selectFrom('articles')
    .select(['title', 'category'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ?? null;
}
