import { useTranslation } from 'react-i18next';

/** What a shopper sees where a remote should be: what happened, and a way to try again. */
export function RemoteFallback({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="remote-fallback" role="alert" aria-labelledby="remote-fallback-title">
      <h2 id="remote-fallback-title">{t('remote.unavailableTitle')}</h2>
      <p>{t('remote.unavailableText')}</p>
      <button type="button" className="tu-button" onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </section>
  );
}
