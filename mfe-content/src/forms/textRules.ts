// Text fields count what a person wrote: spaces alone are not an answer, and length limits apply
// to the trimmed text that is sent. Built on shared-lib's validators.
import { length, required, type Validator } from '@topup/shared-lib';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** required, on the trimmed text. */
export const requiredText = (): Validator => {
  const rule = required();
  return (value) => rule(trimmed(value));
};

/** length(min, max), on the trimmed text. */
export const textLength = (min: number, max: number): Validator => {
  const rule = length(min, max);
  return (value) => rule(trimmed(value));
};
