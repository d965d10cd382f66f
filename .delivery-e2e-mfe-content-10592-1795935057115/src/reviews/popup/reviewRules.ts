// What a review may hold (store-api POST /homs/order/{id}/comment: rating 1-5, text 1-1000, at most
// 9 pictures; its storage takes PNG, JPEG, WebP or GIF up to 5 MB).
import type { FieldRules } from '@topup/shared-lib';
import { requiredText, textLength } from '../../forms/textRules';

export const REVIEW_TEXT_MIN = 1;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_IMAGES_MAX = 9;
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export interface ReviewValues extends Record<string, string> {
  rating: string;
  content: string;
}

export const REVIEW_RULES: FieldRules<ReviewValues> = {
  rating: [requiredText()],
  content: [requiredText(), textLength(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX)],
};

export type PictureProblem = 'type' | 'size' | 'count';

/** Splits chosen files into those that can be added and the first problem with the rest. */
export function acceptPictures(
  current: readonly File[],
  chosen: readonly File[],
): { accepted: File[]; problem: PictureProblem | null } {
  const accepted: File[] = [];
  let problem: PictureProblem | null = null;
  for (const file of chosen) {
    if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) problem ??= 'type';
    else if (file.size > REVIEW_IMAGE_MAX_BYTES) problem ??= 'size';
    else if (current.length + accepted.length >= REVIEW_IMAGES_MAX) problem ??= 'count';
    else accepted.push(file);
  }
  return { accepted, problem };
}
