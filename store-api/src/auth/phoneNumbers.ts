// Phone numbers in one form (E.164: "+<country code><national number>", at most 15 digits), so the
// per-number limits and the member's phone count "+886 912345678", "0912345678" and "00886912345678"
// (with prefix +886) as the one number they are. The country code is the prefix the request gives.

/** E.164 allows at most 15 digits, country code included. */
export const E164_MAX_DIGITS = 15;
/** Spec 5 "mobile": at least 3 digits. */
export const NATIONAL_MIN_DIGITS = 3;
/** The international call prefix most of the world dials before a country code. */
const INTERNATIONAL_PREFIX = '00';
/** Italy keeps the leading 0 of its numbers inside E.164 (+39 06 ...): it is not a trunk prefix there. */
const COUNTRIES_KEEPING_LEADING_ZERO = new Set(['39']);
/** The North American plan dials a trunk 1 before the 10-digit national number. */
const NANP_COUNTRY = '1';
const NANP_NATIONAL_DIGITS = 10;

/** Spaces, dashes, dots and brackets people type between digit groups. */
const SEPARATORS = /[\s().-]/g;

/** The number as E.164, or null when it is not one for that prefix (another country, wrong length). */
export function toE164(prefix: string, phone: string): string | null {
  const countryMatch = /^\+([1-9][0-9]{0,3})$/.exec(prefix);
  const country = countryMatch?.[1];
  if (country === undefined) return null;
  let text = phone.replace(SEPARATORS, '');
  if (text.startsWith('+')) {
    if (!text.startsWith(`+${country}`)) return null;
    text = text.slice(1 + country.length);
  } else if (text.startsWith(`${INTERNATIONAL_PREFIX}${country}`)) {
    text = text.slice(INTERNATIONAL_PREFIX.length + country.length);
  }
  if (!/^[0-9]*$/.test(text)) return null;
  if (!COUNTRIES_KEEPING_LEADING_ZERO.has(country)) text = text.replace(/^0+/, '');
  if (country === NANP_COUNTRY && text.length === NANP_NATIONAL_DIGITS + 1 && text.startsWith(NANP_COUNTRY))
    text = text.slice(NANP_COUNTRY.length);
  if (text.length < NATIONAL_MIN_DIGITS || country.length + text.length > E164_MAX_DIGITS) return null;
  return `+${country}${text}`;
}
