// A product id must contain at least one digit, else the page shows the translated
// invalid-parameter message (the UI translates `validation.invalidParameter`).
import type { ValidationIssue } from '@topup/shared-lib';

export const isValidProductId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && /\d/.test(id);

export function checkProductId(id: string | null | undefined): ValidationIssue | null {
  return isValidProductId(id) ? null : { key: 'invalidParameter' };
}
