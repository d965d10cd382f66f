import { useTranslation } from 'react-i18next';
import { LocaleLink, STORE_TIME_ZONE } from '@topup/shared-lib';
import { useOpenChat } from '../integrations/useOpenChat';

const PROMISES = ['lowPrices', 'fastDelivery', 'safety', 'support'] as const;

/**
 * This year in the store's time zone: the store's server renders the footer and the browser hydrates
 * it, and a shopper's own time zone may already be in the next year (or still in the last).
 */
let yearFormat: Intl.DateTimeFormat | undefined;
const storeYear = (): string =>
  (yearFormat ??= new Intl.DateTimeFormat('en', { timeZone: STORE_TIME_ZONE, year: 'numeric' })).format(
    new Date(),
  );

export function Footer() {
  const { t } = useTranslation('shell');
  const openChat = useOpenChat();
  return (
    <footer className="site-footer">
      <section aria-label={t('footer.promisesLabel')} className="site-footer__promises">
        {PROMISES.map((key) => (
          <div key={key}>
            <h2>{t(`footer.${key}`)}</h2>
            <p>{t(`footer.${key}Text`)}</p>
          </div>
        ))}
      </section>
      <nav aria-label={t('footer.linksLabel')} className="site-footer__links">
        <LocaleLink to="/about">{t('footer.about')}</LocaleLink>
        <LocaleLink to="/contact">{t('footer.contact')}</LocaleLink>
        <LocaleLink to="/help">{t('footer.help')}</LocaleLink>
        {/* The live chat the support promise names (the help page where there is none). */}
        <button type="button" className="site-footer__chat" onClick={openChat}>
          {t('footer.liveChat')}
        </button>
      </nav>
      <p className="site-footer__copy">{t('footer.copyright', { year: storeYear() })}</p>
    </footer>
  );
}
