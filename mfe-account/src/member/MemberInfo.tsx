import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, formatStoreDay, useStores } from '@topup/shared-lib';
import { MEMBER_DETAILS_PATH } from '../common/accountPages';
import { NS } from '../i18n';
import '../i18n/registerCenterStrings';

/** The account centre's card links to the member's details page (the details page itself does not). */
function DetailsLink({ shown }: { shown: boolean }) {
  const { t } = useTranslation(NS);
  if (!shown) return null;
  return (
    <p className="acc-member__more">
      <LocaleLink to={MEMBER_DETAILS_PATH}>{t('member.details')}</LocaleLink>
    </p>
  );
}

/** The member's info: approved when certStatus is 1, growth only when above 0. */
export const MemberInfo = observer(function MemberInfo({ detailsLink = false }: { detailsLink?: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const info = useStores().user.info;
  // While the session check answers, the card holds its rows: the recent orders below must not move
  // down when it arrives.
  if (!info) return <MemberInfoSkeleton detailsLink={detailsLink} />;
  // The store's day (UTC), as the store's server renders it for a member: the same text in any time
  // zone, so hydration finds what the server rendered.
  const since = formatStoreDay(info.createTime, i18n.language);
  return (
    <section className="tu-card acc-member" aria-labelledby="acc-member-heading">
      {/* The badge sits beside the heading, in a row as tall with it as without: no line to add. */}
      <div className="acc-member__head">
        <h2 id="acc-member-heading">{t('member.heading')}</h2>
        {info.certStatus === 1 && <p className="acc-member__badge">{t('member.verified')}</p>}
      </div>
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
        {since && (
          <>
            <dt>{t('member.memberSince')}</dt>
            <dd>
              <time dateTime={info.createTime}>{since}</time>
            </dd>
          </>
        )}
      </dl>
      <DetailsLink shown={detailsLink} />
    </section>
  );
});

/**
 * The card's heading and the four rows every member has, values blank, busy for screen readers. A
 * returning member's info comes from storage at once; this shows only while a session without it is
 * checked (a growth line may still be added when the answer comes; the badge adds none).
 */
function MemberInfoSkeleton({ detailsLink }: { detailsLink: boolean }) {
  const { t } = useTranslation(NS);
  const rows = ['member.nickname', 'member.email', 'member.phone', 'member.memberSince'] as const;
  return (
    <section className="tu-card acc-member" aria-labelledby="acc-member-heading" aria-busy="true">
      <div className="acc-member__head">
        <h2 id="acc-member-heading">{t('member.heading')}</h2>
      </div>
      <dl aria-hidden="true">
        {rows.map((key) => (
          <div key={key} className="acc-member__row">
            <dt>{t(key)}</dt>
            <dd className="acc-member__value--placeholder">&nbsp;</dd>
          </div>
        ))}
      </dl>
      <DetailsLink shown={detailsLink} />
    </section>
  );
}
