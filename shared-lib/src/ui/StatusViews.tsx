import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/envelope';
import type { LoadFailure } from '../routing/settle';

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

/** A failed call's code and message: an ApiError, or a loader's LoadFailure (routing/settle.ts). */
function failureFields(error: unknown): { code: number; message: string } | null {
  if (error instanceof ApiError) return error;
  const fields = error as Partial<LoadFailure> | null;
  return typeof fields?.code === 'number' && typeof fields.message === 'string'
    ? { code: fields.code, message: fields.message }
    : null;
}

/** Says what went wrong in the shopper's language and offers Retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  let message = t('status.error');
  const failure = failureFields(error);
  if (failure) {
    if (failure.code === 0) message = t('errors.network');
    else if (failure.code >= 500) message = t('errors.server');
    else if (failure.code === 401) message = t('status.loginRequired');
    else if (failure.message) message = failure.message;
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
