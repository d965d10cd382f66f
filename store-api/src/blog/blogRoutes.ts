import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { notFound } from '../http/httpError';
import { pageQueryProperties } from '../http/commonSchemas';
import { localeOf } from '../http/locale';
import { findArticleBySlug, listArticles, type ArticlePageQuery } from './articleQueries';

const ARTICLE_PAGE_SIZE_MAX = 50;
const ARTICLE_PAGE_SIZE_DEFAULT = 10;
const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

const articleListSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties(ARTICLE_PAGE_SIZE_MAX, ARTICLE_PAGE_SIZE_DEFAULT),
      category: { type: 'string', maxLength: 50, pattern: SLUG_PATTERN },
    },
  },
} as const;

const articleSchema = {
  params: {
    type: 'object',
    required: ['slug'],
    properties: { slug: { type: 'string', maxLength: 120, pattern: SLUG_PATTERN } },
  },
} as const;

export function registerBlogRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: ArticlePageQuery }>(
    '/public/blog/article',
    { schema: articleListSchema },
    async (request) => success(await listArticles(db, request.query, localeOf(request))),
  );

  app.get<{ Params: { slug: string } }>(
    '/public/blog/article/:slug',
    { schema: articleSchema },
    async (request) => {
      const article = await findArticleBySlug(db, request.params.slug, localeOf(request));
      if (!article) throw notFound('Article not found.');
      return success(article);
    },
  );
}
