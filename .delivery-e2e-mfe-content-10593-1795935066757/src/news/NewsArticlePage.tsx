import { useTranslation } from 'react-i18next';
import type { ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { ArticleView } from '../articles/ArticleView';
import { NEWS_LIST_PATH } from '../articles/categories';
import { head, loader } from './newsArticleLoader';

export { head, loader };
export const serverRender: ServerRender = 'everyone';

/** /news/{title}: a news article by its slug. */
export default function NewsArticlePage() {
  const { t } = useTranslation(NS);
  return <ArticleView back={{ to: NEWS_LIST_PATH, label: t('news.backToNews') }} />;
}
