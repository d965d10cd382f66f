import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { SendState } from './useSending';

/** What became of the last send: nothing, an error in an alert, or the confirmation. */
export function SendStatus({ state, sentMessage }: { state: SendState; sentMessage: string }) {
  const { t } = useTranslation(NS);
  if (state.status === 'failed') {
    return (
      <p className="tu-status tu-status--error" role="alert">
        {state.message} {t('forms.keptValues')}
      </p>
    );
  }
  if (state.status === 'sent') {
    return (
      <p className="tu-status ct-sent" role="status">
        {sentMessage}
      </p>
    );
  }
  return null;
}
