// the idCard rule: an 18-digit mainland ID whose last character is a digit or X, and (ISO 7064
// MOD 11-2) whose last character is the check character of the first 17 digits.

export const ID_CARD_PATTERN = /^[0-9]{17}[0-9X]$/;

/** Weights 2^(17-i) mod 11 of the first 17 digits. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each remainder of the weighted sum mod 11. */
const CHECK_CHARACTERS = '10X98765432';

/** The id in the form it is checked and kept: upper-case X. */
export const normalizeIdCard = (value: string): string => value.trim().toUpperCase();

export function isValidIdCard(value: string): boolean {
  const id = normalizeIdCard(value);
  if (!ID_CARD_PATTERN.test(id)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return CHECK_CHARACTERS[sum % 11] === id[17];
}
