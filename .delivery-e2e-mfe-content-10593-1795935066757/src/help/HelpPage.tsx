import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, PageHeading, type ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { HELP_TOPIC_KEYS } from './helpTopics';
import { matchingHelp } from './helpSearch';

export { head } from './helpHead';
export const serverRender: ServerRender = 'everyone';

const topicId = (topic: string) => `help-topic-${topic}`;

/**
 * /help (error layout, with the site's navigation): questions and answers by topic, a search that
 * narrows them as the shopper types, and a way to reach support.
 */
export default function HelpPage() {
  const { t } = useTranslation(NS);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const matches = matchingHelp(t, query);
  const found = matches.reduce((count, match) => count + match.questions.length, 0);
  return (
    <div className="ct-help">
      <PageHeading lead={t('help.lead')}>{t('help.title')}</PageHeading>
      <div role="search" className="ct-help__search">
        <label htmlFor={searchId}>{t('help.search.label')}</label>
        <input
          id={searchId}
          type="search"
          className="tu-input"
          value={query}
          placeholder={t('help.search.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {/* Announced as the shopper types; empty until a search, so nothing is read on arrival. */}
      <p role="status" className="ct-help__found">
        {searching &&
          (found > 0
            ? t('help.search.found', { count: found, query: query.trim() })
            : t('help.search.none', { query: query.trim() }))}
      </p>
      {searching && found === 0 && (
        <LocaleLink to="/contact" className="tu-button tu-button--primary">
          {t('common:actions.contactSupport')}
        </LocaleLink>
      )}
      {!searching && (
        <nav aria-label={t('help.topicsNav')} className="ct-categories">
          <ul>
            {HELP_TOPIC_KEYS.map((topic) => (
              <li key={topic}>
                <a className="ct-chip" href={`#${topicId(topic)}`}>
                  {t(`help.topics.${topic}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {matches.map(({ topic, questions }) => (
        <section
          key={topic}
          id={topicId(topic)}
          className="ct-help__topic"
          aria-labelledby={`${topicId(topic)}-title`}
        >
          <h2 id={`${topicId(topic)}-title`}>{t(`help.topics.${topic}.title`)}</h2>
          {questions.map((question) => (
            <details key={question} className="tu-card ct-help__question" open={searching || undefined}>
              <summary>{t(`help.topics.${topic}.questions.${question}.q`)}</summary>
              <p>{t(`help.topics.${topic}.questions.${question}.a`)}</p>
            </details>
          ))}
        </section>
      ))}
      <section className="tu-card ct-help__support" aria-labelledby="help-support-title">
        <h2 id="help-support-title">{t('help.stillStuck')}</h2>
        <p>{t('help.supportLead')}</p>
        <LocaleLink to="/contact" className="tu-button tu-button--primary">
          {t('common:actions.contactSupport')}
        </LocaleLink>
      </section>
    </div>
  );
}
