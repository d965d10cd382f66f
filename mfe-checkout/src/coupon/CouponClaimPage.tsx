import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function CouponClaimPage() {
  const { t } = useTranslation(NS);
  return <PageHeading lead={t('coupon.lead')}>{t('coupon.title')}</PageHeading>;
}
