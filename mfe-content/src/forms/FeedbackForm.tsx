import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SelectField, mail, useForm, useStores, type FieldRules } from '@topup/shared-lib';
import { requiredText, textLength } from './textRules';
import { NS } from '../i18n';
import { SendStatus } from './SendStatus';
import { useSending } from './useSending';
import { enquiryApi } from './enquiryApi';
import { TextAreaField } from './TextAreaField';

/** store-api's feedback kinds and text length (POST /hums/feedback). */
export const FEEDBACK_TYPES = ['order', 'payment', 'account', 'suggestion', 'other'] as const;
export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 2000;

interface FeedbackValues extends Record<string, string> {
  type: string;
  content: string;
  contact: string;
}

export const FEEDBACK_RULES: FieldRules<FeedbackValues> = {
  type: [requiredText()],
  content: [requiredText(), textLength(FEEDBACK_TEXT_MIN, FEEDBACK_TEXT_MAX)],
  contact: [mail()],
};

const EMPTY: FeedbackValues = { type: 'order', content: '', contact: '' };

function FeedbackFields({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(NS);
  const { api } = useStores();
  const form = useForm<FeedbackValues>(EMPTY, FEEDBACK_RULES);
  const { state, submit, reset } = useSending(
    (values: FeedbackValues) =>
      enquiryApi(api).feedback({
        type: values.type,
        content: values.content.trim(),
        ...(values.contact.trim() ? { contact: values.contact.trim() } : {}),
      }),
    form.placeFailure,
  );
  if (state.status === 'sent') {
    return (
      <>
        <SendStatus state={state} sentMessage={t('feedback.sent')} />
        <button type="button" className="tu-button" onClick={onSent}>
          {t('forms.sendAnother')}
        </button>
      </>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void submit(values), reset)}>
      <SelectField
        label={t('feedback.type')}
        required
        options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) }))}
        {...form.field('type')}
      />
      <TextAreaField
        label={t('feedback.content')}
        hint={t('forms.lengthHint', { min: FEEDBACK_TEXT_MIN, max: FEEDBACK_TEXT_MAX })}
        rows={6}
        maxLength={FEEDBACK_TEXT_MAX}
        required
        {...form.field('content')}
      />
      <FormField
        label={t('feedback.contact')}
        hint={t('feedback.contactHint')}
        type="email"
        autoComplete="email"
        {...form.field('contact')}
      />
      <SendStatus state={state} sentMessage={t('feedback.sent')} />
      <button type="submit" className="tu-button tu-button--primary" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? t('forms.sending') : t('feedback.submit')}
      </button>
    </form>
  );
}

/** The feedback form; after a send, "send another" starts a fresh one. */
export function FeedbackForm() {
  const { t } = useTranslation(NS);
  const [round, setRound] = useState(0);
  return (
    <section className="tu-card ct-form" aria-labelledby="ct-feedback-title">
      <h2 id="ct-feedback-title">{t('feedback.title')}</h2>
      <p>{t('feedback.lead')}</p>
      <FeedbackFields key={round} onSent={() => setRound(round + 1)} />
    </section>
  );
}
