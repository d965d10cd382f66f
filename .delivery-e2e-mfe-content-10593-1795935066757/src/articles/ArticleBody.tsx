import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { outlineArticle } from './articleOutline';
import { htmlToReact } from './htmlToReact';
import { sanitizeArticleFragment } from './sanitizeHtml';

/** Jumps to a heading and moves focus there, so keyboard and screen-reader users land on it too. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The article's sanitized body, with a table of contents when it has headings. */
export function ArticleBody({ html }: { html: string }) {
  const { t } = useTranslation(NS);
  const { outline, nodes } = useMemo(() => {
    const fragment = sanitizeArticleFragment(html);
    const entries = outlineArticle(fragment);
    return { outline: entries, nodes: htmlToReact(fragment) };
  }, [html]);
  return (
    <>
      {outline.length > 0 && (
        <nav className="tu-card ct-toc" aria-label={t('article.contents')}>
          <p className="ct-toc__title">{t('article.contents')}</p>
          <ol>
            {outline.map((entry) => (
              <li key={entry.id} className={`ct-toc__item ct-toc__item--${entry.level}`}>
                <a href={`#${entry.id}`} onClick={(event) => jumpTo(event, entry.id)}>
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="ct-article__body">{nodes}</div>
    </>
  );
}
