import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { PartnerForm } from '../forms/PartnerForm';
import { head } from './aboutHead';

// Not rendered on the store's server: the partner form's country names load in the browser.
export { head };

const PROMISES = ['prices', 'delivery', 'safety', 'support'] as const;

/** /about (custom layout): who we are, what we promise, and the partner-enquiry form. */
export default function AboutPage() {
  const { t } = useTranslation(NS);
  return (
    <div className="ct-page ct-about">
      <PageHeading lead={t('about.lead')}>{t('about.title')}</PageHeading>
      <section aria-labelledby="about-promises-title">
        <h2 id="about-promises-title">{t('about.promisesTitle')}</h2>
        <ul className="ct-channels">
          {PROMISES.map((promise) => (
            <li key={promise} className="tu-card">
              <strong>{t(`about.promises.${promise}.name`)}</strong>
              <p>{t(`about.promises.${promise}.detail`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <PartnerForm />
    </div>
  );
}
