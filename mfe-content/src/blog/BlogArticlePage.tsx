import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import '../content.css';
import { ArticleView } from '../articles/ArticleView';
import { blogCategoryPath } from '../articles/categories';

/** /blog/{slug}/{title}: the category slug, then the article's own slug. */
export default function BlogArticlePage() {
  const { t } = useTranslation(NS);
  const { slug = '', title = '' } = useParams();
  return <ArticleView slug={title} back={{ to: blogCategoryPath(slug), label: t('blog.backToBlog') }} />;
}
