// Body of the site's safety popup (shell draws the frame, title "Payment safety").
import { useTranslation } from 'react-i18next';
import type { SafetyPopupProps } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';

const POINTS = ['encrypted', 'verified', 'refund', 'support'] as const;

export default function SafetyPopup({ onClose }: SafetyPopupProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="co-safety">
      <p>{t('safety.lead')}</p>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{t(`safety.points.${point}`)}</li>
        ))}
      </ul>
      <button type="button" className="tu-button tu-button--primary" onClick={onClose}>
        {t('safety.done')}
      </button>
    </div>
  );
}
