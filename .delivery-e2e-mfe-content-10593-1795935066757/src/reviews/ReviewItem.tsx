import { useTranslation } from 'react-i18next';
import { Image, apiFileUrl, formatStoreDay, type Review } from '@topup/shared-lib';
import { NS } from '../i18n';
import { Stars } from './Stars';
import { textLanguage } from './textLanguage';

interface ReviewItemProps {
  review: Review;
  liking: boolean;
  onLike: () => void;
}

/**
 * One review. Its text is rendered as text (whatever markup a shopper typed shows literally), marked
 * with the language it is written in.
 */
export function ReviewItem({ review, liking, onLike }: ReviewItemProps) {
  const { t, i18n } = useTranslation(NS);
  return (
    <article className="tu-card ct-review" aria-label={t('reviews.by', { author: review.author })}>
      <header className="ct-review__head">
        <strong>{review.author}</strong>
        <Stars rating={review.rating} />
        {/* The store's day: the same on the store's server and in every shopper's browser. */}
        <time dateTime={review.createTime}>{formatStoreDay(review.createTime, i18n.language)}</time>
      </header>
      <p className="ct-review__text" lang={textLanguage(review.content)}>
        {review.content}
      </p>
      {review.images.length > 0 && (
        <ul className="ct-review__images">
          {review.images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <Image
                src={apiFileUrl(src)}
                alt={t('reviews.picture', { number: index + 1, author: review.author })}
                width={96}
                height={96}
              />
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="tu-button tu-button--ghost ct-review__like"
        aria-pressed={review.liked}
        disabled={review.liked || liking}
        onClick={onLike}
      >
        {review.liked ? t('reviews.liked') : t('reviews.like')}
        <span className="ct-review__likes">{t('reviews.likes', { count: review.likeCount })}</span>
      </button>
    </article>
  );
}
