import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/envelope';

/** A polite loading line for screen readers and sighted shoppers alike. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="tu-status" role="status" aria-live="polite">
      <span className="tu-spinner" aria-hidden="true" />
      {label ?? t('status.loading')}
    </p>
  );
}

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return <p className="tu-status tu-status--empty">{message ?? t('status.empty')}</p>;
}

/** Says what went wrong in the shopper's language and offers Retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  let message = t('status.error');
  if (error instanceof ApiError) {
    if (error.code === 0) message = t('errors.network');
    else if (error.code >= 500) message = t('errors.server');
    else if (error.code === 401) message = t('status.loginRequired');
    else if (error.message) message = error.message;
  }
  return (
    <div className="tu-status tu-status--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="tu-button" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}
