import { type WidgetPreviewPayload } from './verificationApi';

/** store-api's limit on a reject reason. */
export const REJECT_REASON_MAX = 200;
export const WIDGET_REVIEW_COMPLETED = 'completed';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Status completed with reviewStatus completed is submitted; anything else is not (null).
 * The widget's moderation comment (or its reject labels) becomes the reason the shopper reads.
 */
export function widgetPreviewPayload(payload: {
  reviewStatus?: string;
  [key: string]: unknown;
}): WidgetPreviewPayload | null {
  if (payload.reviewStatus !== WIDGET_REVIEW_COMPLETED) return null;
  const result = record(payload.reviewResult);
  const answer = result.reviewAnswer === 'GREEN' ? 'GREEN' : 'RED';
  if (answer === 'GREEN') return { reviewStatus: WIDGET_REVIEW_COMPLETED, reviewAnswer: 'GREEN' };
  const comment = typeof result.moderationComment === 'string' ? result.moderationComment.trim() : '';
  const labels = Array.isArray(result.rejectLabels)
    ? result.rejectLabels.filter((label): label is string => typeof label === 'string').join(', ')
    : '';
  const reason = (comment || labels).slice(0, REJECT_REASON_MAX);
  return {
    reviewStatus: WIDGET_REVIEW_COMPLETED,
    reviewAnswer: 'RED',
    ...(reason ? { rejectReason: reason } : {}),
  };
}
