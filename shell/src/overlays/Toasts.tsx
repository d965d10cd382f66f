import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';

/** Renders the one toast queue; errors are announced assertively, the rest politely. */
export const Toasts = observer(function Toasts() {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <div className="toasts" aria-live="polite">
      {ui.toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}${toast.leaving ? ' toast--leaving' : ''}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.message}</span>
          <button type="button" aria-label={t('actions.close')} onClick={() => ui.dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
});
