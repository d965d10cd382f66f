import { useTranslation } from 'react-i18next';
import type { ReviewSummary as Summary } from '@topup/shared-lib';
import { NS } from '../i18n';
import { MAX_RATING, Stars } from './Stars';

/** Average, count and how many reviews gave each number of stars (5 down to 1). */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation(NS);
  const average = summary.average.toLocaleString(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const stars = Array.from({ length: MAX_RATING }, (_, index) => MAX_RATING - index);
  return (
    <section className="tu-card ct-summary" aria-label={t('reviews.summary')}>
      <div className="ct-summary__average">
        <p className="ct-summary__number">{t('reviews.average', { average, max: MAX_RATING })}</p>
        <Stars rating={summary.average} />
        <p>{t('reviews.count', { count: summary.total })}</p>
      </div>
      <ul className="ct-summary__bars" aria-label={t('reviews.distribution')}>
        {stars.map((star) => {
          const count = summary.distribution[star - 1] ?? 0;
          return (
            <li key={star}>
              <span>{t('reviews.starLabel', { count: star })}</span>
              {/* A bar drawn from its value: the page's CSP refuses style attributes (server-rendered). */}
              <progress
                className="ct-summary__bar"
                value={count}
                max={Math.max(summary.total, 1)}
                aria-hidden="true"
              />
              <span>{t('reviews.count', { count })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
