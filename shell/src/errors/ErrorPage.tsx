import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LocaleLink, PageHeading, pageTitle, splitLocalePath } from '@topup/shared-lib';
import { defaultHead } from '../meta/pageHead';
import { useDocumentHead } from '../meta/useDocumentMeta';

const KNOWN = ['400', '404', '500', 'notsupported'] as const;

/** The error text, a button home and a button to contact support. */
export function ErrorPage({ status, message }: { status?: string; message?: string }) {
  const { t, i18n } = useTranslation('shell');
  const params = useParams();
  const raw = status ?? params.status ?? '404';
  const code = (KNOWN as readonly string[]).includes(raw) ? raw : '404';
  const { language } = splitLocalePath(useLocation().pathname);
  useDocumentHead({ ...defaultHead(i18n, language), title: pageTitle(t, t(`errorPage.title.${code}`)) });
  return (
    <section className="error-page">
      <p className="error-page__code" aria-hidden="true">
        {code === 'notsupported' ? '!' : code}
      </p>
      <PageHeading lead={message ?? t(`errorPage.text.${code}`)}>{t(`errorPage.title.${code}`)}</PageHeading>
      <div className="error-page__actions">
        <LocaleLink to="/" className="tu-button tu-button--primary">
          {t('errorPage.goHome')}
        </LocaleLink>
        <LocaleLink to="/contact" className="tu-button">
          {t('common:actions.contactSupport')}
        </LocaleLink>
      </div>
    </section>
  );
}
