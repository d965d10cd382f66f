// The titles of the blog's lists: all articles, one category.
import { titledHead, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';
import { isArticleCategory } from '../articles/categories';

export const blogListHead = (_data: unknown, { t }: PageHeadArgs): PageHead =>
  titledHead(t, t(`${NS}:blog.title`));

export const blogCategoryHead = (_data: unknown, { t, params }: PageHeadArgs): PageHead => {
  const slug = params.slug ?? '';
  const name = isArticleCategory(slug) ? t(`${NS}:categories.${slug}`) : slug;
  return titledHead(t, t(`${NS}:blog.categoryTitle`, { category: name }));
};
