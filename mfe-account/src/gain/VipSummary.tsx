import { useTranslation } from 'react-i18next';
import { ErrorState, usePageReload, type Settled, type VipDiscount } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerGainStrings';
import '../i18n/registerCenterStrings';

/** The member's VIP level, growth and discount, as the page's loader read them. */
export function VipSummary({ vip }: { vip: Settled<VipDiscount> }) {
  const { t } = useTranslation(NS);
  const reload = usePageReload();
  return (
    <section className="tu-card acc-member" aria-labelledby="acc-vip-heading">
      <h2 id="acc-vip-heading">{t('gain.vip')}</h2>
      {!vip.ok && <ErrorState error={vip.error} onRetry={reload} />}
      {vip.ok && (
        <dl>
          <dt>{t('gain.level')}</dt>
          <dd>{vip.data.level}</dd>
          <dt>{t('member.growth')}</dt>
          <dd>{vip.data.growth}</dd>
          <dt>{t('gain.discount')}</dt>
          <dd>{t('gain.percent', { value: vip.data.discountPercent })}</dd>
          <dt>{t('gain.next')}</dt>
          <dd>
            {vip.data.nextLevelGrowth === null
              ? t('gain.top')
              : t('gain.toNext', { growth: Math.max(0, vip.data.nextLevelGrowth - vip.data.growth) })}
          </dd>
        </dl>
      )}
    </section>
  );
}
