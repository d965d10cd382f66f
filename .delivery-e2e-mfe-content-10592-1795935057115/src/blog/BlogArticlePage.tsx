import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { ArticleView } from '../articles/ArticleView';
import { blogCategoryPath } from '../articles/categories';
import { head, loader } from './blogArticleLoader';

export { head, loader };
export const serverRender: ServerRender = 'everyone';

/** /blog/{slug}/{title}: the category slug, then the article's own slug. */
export default function BlogArticlePage() {
  const { t } = useTranslation(NS);
  const { slug = '' } = useParams();
  return <ArticleView back={{ to: blogCategoryPath(slug), label: t('blog.backToBlog') }} />;
}
