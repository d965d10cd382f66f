// An article page's first reads (blog and news alike): the article named by the address and the
// products the store recommends beside articles, read together so both show at once (rendered later,
// the products pushed the lines below them down). Its head: the article's title, summary and picture.
import {
  heroImage,
  pageNotFound,
  settle,
  type Api,
  type PageHead,
  type PageHeadArgs,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { notFoundOn404 } from '../page/notFoundAnswer';
import { articleApi } from './articleApi';

export async function loadArticle(api: Api, slug: string | undefined) {
  if (!slug) pageNotFound();
  const [article, related] = await Promise.all([
    settle(articleApi(api).article(slug)),
    // A side block: when it fails, the article stands alone.
    settle(api.products.recommendConfig({ prefix: 'blog' })),
  ]);
  notFoundOn404(article);
  return { article, related };
}

export type ArticleData = Awaited<ReturnType<typeof loadArticle>>;

/** The article's title and summary, and its picture as the page's hero (no preset: as ArticleView shows it). */
export function articleHead({ article }: ArticleData, { t }: PageHeadArgs): PageHead {
  if (!article.ok) return {};
  const { title, summary, pic } = article.data;
  return {
    title: t(`${NS}:article.metaTitle`, { title }),
    description: summary,
    ...(pic ? { image: heroImage(pic) } : {}),
  };
}
