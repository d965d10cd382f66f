import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  LocaleLink,
  PageHeading,
  mediaUrl,
  site,
  useAsync,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';

/**
 * An article's title, picture and summary. The body is HTML and is shown only once it can be
 * sanitized (DOMPurify arrives with the content issue); never inject it raw.
 */
export default function BlogArticlePage() {
  const { t, i18n } = useTranslation(NS);
  const { title = '' } = useParams();
  const article = useAsync(() => site.article(title), [title, i18n.language]);
  if (article.status === 'loading') return <LoadingState />;
  if (article.status === 'error') return <ErrorState error={article.error} onRetry={article.reload} />;
  const { data } = article;
  return (
    <article className="ct-article">
      <PageHeading lead={data.summary}>{data.title}</PageHeading>
      <img src={mediaUrl(data.pic)} alt="" width={720} height={360} />
      <p>
        <LocaleLink to="/blog">{t('blog.backToBlog')}</LocaleLink>
      </p>
    </article>
  );
}
