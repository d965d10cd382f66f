// Body of the shell's review popup (site popup kind 'review'; the shell draws the frame and title).
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  Image,
  LoadingState,
  LoginRequired,
  apiFileUrl,
  useAsync,
  useStores,
  type Review,
  type ReviewPopupProps,
} from '@topup/shared-lib';
import { NS } from '../../i18n';
import '../../content.css';
import { Stars } from '../Stars';
import { textLanguage } from '../textLanguage';
import { ReviewForm } from './ReviewForm';

function WrittenReview({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="ct-review-popup">
      <p>{t('reviewForm.yours')}</p>
      <Stars rating={review.rating} />
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
      <button type="button" className="tu-button" onClick={onClose}>
        {t('reviewForm.close')}
      </button>
    </div>
  );
}

function ReviewPopupBody({ orderId, mode, onClose, onDone }: ReviewPopupProps) {
  const { t } = useTranslation(NS);
  const { api, ui } = useStores();
  const existing = useAsync(() => api.orders.comment(orderId), [api, orderId]);
  if (existing.status === 'loading') return <LoadingState />;
  if (existing.status === 'error') return <ErrorState error={existing.error} onRetry={existing.reload} />;
  if (existing.data) return <WrittenReview review={existing.data} onClose={onClose} />;
  if (mode === 'view') {
    return (
      <div className="ct-review-popup">
        <p>{t('reviewForm.notYet')}</p>
        <button type="button" className="tu-button" onClick={onClose}>
          {t('reviewForm.close')}
        </button>
      </div>
    );
  }
  return (
    <ReviewForm
      orderId={orderId}
      onCancel={onClose}
      onSubmitted={() => {
        ui.toast(t('reviewForm.thanks'), 'success');
        onDone?.();
        onClose();
      }}
    />
  );
}

/** Add mode: the form (or the review already written); view mode: the written review. */
export default function ReviewPopup(props: ReviewPopupProps) {
  return (
    <LoginRequired>
      <ReviewPopupBody {...props} />
    </LoginRequired>
  );
}
