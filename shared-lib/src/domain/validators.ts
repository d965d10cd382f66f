// Form validators. Each rule returns null when the value passes, or an issue whose key the
// UI translates under `validation.*`: the domain never holds user-visible text.

/** `server`: the store's own sentence about the field (params.message), shown as it came. */
export type ValidationKey =
  'required' | 'mobile' | 'mail' | 'idCard' | 'length' | 'invalidParameter' | 'server';

export interface ValidationIssue {
  key: ValidationKey;
  params?: Record<string, number | string>;
}

export type Validator = (value: unknown) => ValidationIssue | null;

export const MOBILE_PATTERN = /^\d{3,}$/;
/** The {email} pattern: something@domain.tld without spaces. */
export const MAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** 18-digit mainland ID: 17 digits, then a digit or X (lower-case x accepted, people type it). */
export const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;
/** ISO 7064 MOD 11-2: weights 2^(17-i) mod 11 of the first 17 digits... */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** ...and the check character for each remainder of their weighted sum mod 11. */
const ID_CARD_CHECK_CHARACTERS = '10X98765432';

/** Not null, undefined or empty string (0 and false are values). */
export function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isMail = (value: string): boolean => MAIL_PATTERN.test(value);
/** The pattern, and a last character that is the check character of the first 17 digits. */
export function isIdCard(value: string): boolean {
  if (!ID_CARD_PATTERN.test(value)) return false;
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return ID_CARD_CHECK_CHARACTERS[sum % 11] === value[17]?.toUpperCase();
}
/** Counts characters (code points), not UTF-16 units, so an emoji counts once. */
export const isLengthBetween = (value: string, min: number, max: number): boolean => {
  const length = [...value].length;
  return length >= min && length <= max;
};

// The format rules let an empty value through: combine them with `required` when the field must be filled.
function formatRule(key: ValidationKey, test: (value: string) => boolean): Validator {
  return (value) => (!isPresent(value) || test(String(value)) ? null : { key });
}

export const required = (): Validator => (value) => (isPresent(value) ? null : { key: 'required' });
export const mobile = (): Validator => formatRule('mobile', isMobile);
export const mail = (): Validator => formatRule('mail', isMail);
export const idCard = (): Validator => formatRule('idCard', isIdCard);
export const length =
  (min: number, max: number): Validator =>
  (value) =>
    !isPresent(value) || isLengthBetween(String(value), min, max)
      ? null
      : { key: 'length', params: { min, max } };

/** The first issue of a list of rules, in order, or null. */
export function firstIssue(value: unknown, rules: readonly Validator[]): ValidationIssue | null {
  for (const rule of rules) {
    const issue = rule(value);
    if (issue) return issue;
  }
  return null;
}

export type FieldRules<T> = { [K in keyof T]?: readonly Validator[] };
export type FieldIssues<T> = { [K in keyof T]?: ValidationIssue };

/** Issues of every field with rules; an empty object when all pass. */
export function validateFields<T extends object>(values: T, rules: FieldRules<T>): FieldIssues<T> {
  const issues: FieldIssues<T> = {};
  for (const name of Object.keys(rules) as Array<keyof T>) {
    const issue = firstIssue(values[name], rules[name] ?? []);
    if (issue) issues[name] = issue;
  }
  return issues;
}
