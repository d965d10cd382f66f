// Phone numbers in one form (E.164: "+<country code><national number>"), so the per-number limits and
// the member's phone count "+886 912345678", "0912345678" and "00886912345678" (with prefix +886) as the
// one number they are. The country code is the prefix the request gives; libphonenumber-js (its small
// "min" metadata) knows each country's trunk prefix and number lengths.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/** The international call prefix most of the world dials before a country code (ITU-T E.164). */
const INTERNATIONAL_PREFIX = '00';
/** Spaces, dashes, dots and brackets people type between digit groups. */
const SEPARATORS = /[\s().-]/g;

function parse(code: string, text: string): PhoneNumber | undefined {
  if (text.startsWith('+')) return parsePhoneNumberFromString(text);
  if (text.startsWith(INTERNATIONAL_PREFIX)) {
    return parsePhoneNumberFromString(`+${text.slice(INTERNATIONAL_PREFIX.length)}`);
  }
  return parsePhoneNumberFromString(text, { defaultCallingCode: code });
}

/**
 * The number as E.164, or null when it is not one for that prefix: another country's, or a length no
 * number of that country has. Whether the number is assigned is not asked (demo numbers are not).
 */
export function toE164(prefix: string, phone: string): string | null {
  const code = /^\+([1-9][0-9]{0,3})$/.exec(prefix)?.[1];
  if (code === undefined) return null;
  const text = phone.replace(SEPARATORS, '');
  if (!/^\+?[0-9]+$/.test(text)) return null;
  const number = parse(code, text);
  if (!number || number.countryCallingCode !== code || !number.isPossible()) return null;
  return number.number;
}
