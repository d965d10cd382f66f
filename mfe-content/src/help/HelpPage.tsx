import { useTranslation } from 'react-i18next';
import { LocaleLink, PageHeading, type ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { HELP_TOPICS, HELP_TOPIC_KEYS } from './helpTopics';

export { head } from './helpHead';
export const serverRender: ServerRender = 'everyone';

const topicId = (topic: string) => `help-topic-${topic}`;

/** /help (error layout): questions and answers by topic, and a way to reach support. */
export default function HelpPage() {
  const { t } = useTranslation(NS);
  return (
    <div className="ct-help">
      <PageHeading lead={t('help.lead')}>{t('help.title')}</PageHeading>
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
      {HELP_TOPIC_KEYS.map((topic) => (
        <section
          key={topic}
          id={topicId(topic)}
          className="ct-help__topic"
          aria-labelledby={`${topicId(topic)}-title`}
        >
          <h2 id={`${topicId(topic)}-title`}>{t(`help.topics.${topic}.title`)}</h2>
          {HELP_TOPICS[topic].map((question) => (
            <details key={question} className="tu-card ct-help__question">
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
