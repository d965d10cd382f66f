import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export const MAX_RATING = 5;

/** A rating shown as stars, read out as "Rated n out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation(NS);
  const full = Math.round(rating);
  return (
    <span className="ct-stars" role="img" aria-label={t('reviews.rated', { rating, max: MAX_RATING })}>
      {'★'.repeat(full)}
      <span className="ct-stars__empty">{'★'.repeat(Math.max(0, MAX_RATING - full))}</span>
    </span>
  );
}
