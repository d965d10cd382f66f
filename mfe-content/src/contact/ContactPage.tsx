import { useTranslation } from 'react-i18next';
import { PageHeading, useOpenChat, type ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { FeedbackForm } from '../forms/FeedbackForm';
import { head } from './contactHead';

export { head };
export const serverRender: ServerRender = 'everyone';

const CHANNELS = ['email', 'messaging', 'chat'] as const;

/** /contact (custom layout): how to reach support (the live chat opens from here), and the feedback form. */
export default function ContactPage() {
  const { t } = useTranslation(NS);
  const openChat = useOpenChat();
  return (
    <div className="ct-page ct-contact">
      <PageHeading lead={t('contact.lead')}>{t('contact.title')}</PageHeading>
      <section aria-labelledby="contact-channels-title">
        <h2 id="contact-channels-title">{t('contact.channelsTitle')}</h2>
        <ul className="ct-channels">
          {CHANNELS.map((channel) => (
            <li key={channel} className="tu-card">
              <strong>{t(`contact.channels.${channel}.name`)}</strong>
              <p>{t(`contact.channels.${channel}.detail`)}</p>
              {channel === 'chat' && (
                <button
                  type="button"
                  className="tu-button tu-button--primary ct-channels__action"
                  onClick={openChat}
                >
                  {t('contact.channels.chat.action')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <FeedbackForm />
    </div>
  );
}
