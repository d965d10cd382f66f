import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { userStore } from '@topup/shared-lib';
import { NS } from '../i18n';

/** Spec 3 user info: approved when certStatus is 1, growth only when above 0. */
export const MemberInfo = observer(function MemberInfo() {
  const { t, i18n } = useTranslation(NS);
  const info = userStore.info;
  if (!info) return null;
  const since = new Date(info.createTime);
  return (
    <section className="tu-card acc-member" aria-labelledby="acc-member-heading">
      <h2 id="acc-member-heading">{t('member.heading')}</h2>
      <dl>
        <dt>{t('member.nickname')}</dt>
        <dd>{info.nickname || t('member.none')}</dd>
        <dt>{t('member.email')}</dt>
        <dd>{info.email || t('member.none')}</dd>
        <dt>{t('member.phone')}</dt>
        <dd>{info.phone || t('member.none')}</dd>
        {info.growth > 0 && (
          <>
            <dt>{t('member.growth')}</dt>
            <dd>{info.growth}</dd>
          </>
        )}
        {!Number.isNaN(since.getTime()) && (
          <>
            <dt>{t('member.memberSince')}</dt>
            <dd>{since.toLocaleDateString(i18n.language)}</dd>
          </>
        )}
      </dl>
      {info.certStatus === 1 && <p className="acc-member__badge">{t('member.verified')}</p>}
    </section>
  );
});
