import { useTranslation } from 'react-i18next';

/** The translated invalid-parameter message for an id without a digit. */
export function InvalidParameter() {
  const { t } = useTranslation();
  return (
    <p className="tu-status tu-status--error" role="alert">
      {t('validation.invalidParameter')}
    </p>
  );
}
