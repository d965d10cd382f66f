import { useTranslation } from 'react-i18next';
import { PageHeading, type ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { FeedbackForm } from '../forms/FeedbackForm';
import { head } from './contactHead';
import { SUPPORT_EMAIL } from './supportEmail';
import { useLiveChat } from './useLiveChat';

export { head };
export const serverRender: ServerRender = 'everyone';

const CHANNELS = ['email', 'messaging', 'chat'] as const;

/** Opens the live chat; says so when it cannot, the other ways being beside it. */
function LiveChatButton() {
  const { t } = useTranslation(NS);
  const chat = useLiveChat();
  return (
    <>
      <button
        type="button"
        className="tu-button tu-button--primary"
        aria-busy={chat.state === 'opening'}
        onClick={chat.open}
      >
        {t('contact.startChat')}
      </button>
      {chat.state === 'unavailable' && <p role="status">{t('contact.chatUnavailable')}</p>}
    </>
  );
}

/** /contact (custom layout): how to reach support, and the feedback form. */
export default function ContactPage() {
  const { t } = useTranslation(NS);
  return (
    <div className="ct-page ct-contact">
      <PageHeading lead={t('contact.lead')}>{t('contact.title')}</PageHeading>
      <section aria-labelledby="contact-channels-title">
        <h2 id="contact-channels-title">{t('contact.channelsTitle')}</h2>
        <ul className="ct-channels">
          {CHANNELS.map((channel) => (
            <li key={channel} className="tu-card">
              <strong>{t(`contact.channels.${channel}.name`)}</strong>
              <p>{t(`contact.channels.${channel}.detail`, { email: SUPPORT_EMAIL })}</p>
              {channel === 'email' && (
                <a className="tu-button" href={`mailto:${SUPPORT_EMAIL}`}>
                  {t('contact.writeEmail')}
                </a>
              )}
              {channel === 'chat' && <LiveChatButton />}
            </li>
          ))}
        </ul>
      </section>
      <FeedbackForm />
    </div>
  );
}
