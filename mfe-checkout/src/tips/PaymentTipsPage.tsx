import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

/** The six payment tips pages share this screen; the shell validates the name. */
export default function PaymentTipsPage() {
  const { t } = useTranslation(NS);
  const { tip = 'payment-pending.html' } = useParams();
  return <PageHeading>{t(`tips.${tip}`, { defaultValue: t('tips.payment-pending.html') })}</PageHeading>;
}
