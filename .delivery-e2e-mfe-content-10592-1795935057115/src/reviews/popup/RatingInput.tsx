import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueText, type ValidationIssue } from '@topup/shared-lib';
import { NS } from '../../i18n';
import { MAX_RATING } from '../Stars';

interface RatingInputProps {
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
}

/** Five radio buttons drawn as stars; arrow keys move between them as in any radio group. */
export function RatingInput({ value, onValueChange, issue }: RatingInputProps) {
  const { t } = useTranslation(NS);
  const name = useId();
  const errorId = `${name}-error`;
  const chosen = Number(value) || 0;
  return (
    <fieldset
      className="ct-rating-input"
      aria-required="true"
      aria-invalid={issue ? true : undefined}
      aria-describedby={issue ? errorId : undefined}
    >
      <legend className="tu-field__label">{t('reviewForm.rating')}</legend>
      <div className="ct-rating-input__stars">
        {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((star) => (
          <label key={star} className={star <= chosen ? 'ct-star ct-star--on' : 'ct-star'}>
            <input
              type="radio"
              className="ct-star__input"
              name={name}
              value={String(star)}
              checked={chosen === star}
              onChange={() => onValueChange(String(star))}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.starLabel', { count: star })}</span>
          </label>
        ))}
      </div>
      {issue && <IssueText issue={issue} id={errorId} />}
    </fieldset>
  );
}
