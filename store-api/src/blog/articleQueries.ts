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

const SUMMARY_COLUMNS = `id, slug, category, title, title_zh AS titleZh, summary, summary_zh AS summaryZh,
                         publish_time AS publishTime`;

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
  const category = query.category ?? null;
  const filter = 'WHERE (CAST(? AS TEXT) IS NULL OR category = ?)';
  const { total } = (await db.one(
    `SELECT COUNT(*) AS total FROM articles ${filter}`,
    category,
    category,
  )) as {
    total: number;
  };
  const rows = (await db.all(
    `SELECT ${SUMMARY_COLUMNS} FROM articles ${filter}
       ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`,
    category,
    category,
    query.pageSize,
    (query.pageNum - 1) * query.pageSize,
  )) as ArticleRow[];
  return {
    list: rows.map((row) => toSummary(row, locale)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function findArticleBySlug(db: Database, slug: string, locale: Locale): Promise<Article | null> {
  const row = (await db.one(
    `SELECT ${SUMMARY_COLUMNS}, body_html AS bodyHtml, body_html_zh AS bodyHtmlZh FROM articles WHERE slug = ?`,
    slug,
  )) as (ArticleRow & { bodyHtml: string; bodyHtmlZh: string }) | undefined;
  if (!row) return null;
  return { ...toSummary(row, locale), bodyHtml: localised(locale, row.bodyHtml, row.bodyHtmlZh) };
}

/** What an article's generated picture is drawn from; null when no article has that slug. */
export async function findArticleArt(
  db: Database,
  slug: string,
): Promise<{ title: string; category: string } | null> {
  const row = (await db.one('SELECT title, category FROM articles WHERE slug = ?', slug)) as
    { title: string; category: string } | undefined;
  return row ?? null;
}
