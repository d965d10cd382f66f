import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, useForm, useStores, type Api, type Review } from '@topup/shared-lib';
import { TextAreaField } from '../../forms/TextAreaField';
import { NS } from '../../i18n';
import { PicturePicker } from './PicturePicker';
import { RatingInput } from './RatingInput';
import {
  REVIEW_RULES,
  REVIEW_TEXT_MAX,
  acceptPictures,
  uploadName,
  type PictureProblem,
  type ReviewValues,
} from './reviewRules';
import { reviewApi } from '../reviewApi';

interface ReviewFormProps {
  orderId: string;
  onSubmitted: (review: Review) => void;
  onCancel: () => void;
}

/** Uploads each picture to the slot the order hands out and returns the URLs to send. */
async function uploadPictures(api: Api, orderId: string, files: readonly File[]): Promise<string[]> {
  if (files.length === 0) return [];
  const tickets = await reviewApi(api).commentUploadTickets(
    orderId,
    files.map((file) => uploadName(file.name)),
  );
  await Promise.all(tickets.map((ticket, index) => api.uploads.put(ticket, files[index] as File)));
  return tickets.map((ticket) => ticket.url);
}

/** Rating, text and pictures of a finished order; what was entered stays when sending fails. */
export function ReviewForm({ orderId, onSubmitted, onCancel }: ReviewFormProps) {
  const { t } = useTranslation(NS);
  const { api } = useStores();
  const form = useForm<ReviewValues>({ rating: '', content: '' }, REVIEW_RULES);
  const [pictures, setPictures] = useState<File[]>([]);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (values: ReviewValues) => {
    setSending(true);
    setFailure(null);
    try {
      const images = await uploadPictures(api, orderId, pictures);
      const review = await reviewApi(api).submitComment(orderId, {
        rating: Number(values.rating),
        content: values.content.trim(),
        images,
      });
      onSubmitted(review);
    } catch (error) {
      const message = failureText(error, t) ?? t('reviewForm.failed');
      if (!form.placeFailure(error, message)) setFailure(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="ct-review-form"
      noValidate
      onSubmit={form.handleSubmit(
        (values) => void send(values),
        () => setFailure(null),
      )}
    >
      <RatingInput {...form.field('rating')} />
      <TextAreaField
        label={t('reviewForm.text')}
        hint={t('reviewForm.textHint', { max: REVIEW_TEXT_MAX })}
        rows={5}
        maxLength={REVIEW_TEXT_MAX}
        required
        {...form.field('content')}
      />
      <PicturePicker
        files={pictures}
        problem={problem}
        onAdd={(chosen) => {
          const { accepted, problem: next } = acceptPictures(pictures, chosen);
          setPictures([...pictures, ...accepted]);
          setProblem(next);
        }}
        onRemove={(index) => {
          setPictures(pictures.filter((_, at) => at !== index));
          setProblem(null);
        }}
      />
      {failure && (
        <p className="tu-status tu-status--error" role="alert">
          {failure}
        </p>
      )}
      <div className="ct-form-actions">
        <button type="button" className="tu-button" onClick={onCancel}>
          {t('reviewForm.cancel')}
        </button>
        <button type="submit" className="tu-button tu-button--primary" disabled={sending}>
          {sending ? t('reviewForm.sending') : t('reviewForm.submit')}
        </button>
      </div>
    </form>
  );
}
