import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import '../content.css';
import { ArticleView } from '../articles/ArticleView';

/** /news/{title}: a news article by its slug. */
export default function NewsArticlePage() {
  const { t } = useTranslation(NS);
  const { title = '' } = useParams();
  return <ArticleView slug={title} back={{ to: '/news/category', label: t('news.backToNews') }} />;
}
