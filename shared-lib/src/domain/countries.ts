// The built-in country list: alpha-2/alpha-3 codes, ISO numeric id, English name, names in
// the 15 languages of the product scope, currency and main language. Default country US.
// Only the codes load with the page; the names (countries.data.ts, ~7 KB gzipped) are fetched by
// loadCountries() when a form needs them. Never import countries.data statically.
import { COUNTRY_CODES } from './countryCodes.data';
import { COUNTRY_NAME_LANGUAGES, type Country, type CountryNameLanguage } from './country';

export { COUNTRY_NAME_LANGUAGES, type Country, type CountryNameLanguage } from './country';

export const DEFAULT_COUNTRY = 'US';

const codes: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** Whether a code (any case) is one of the built-in countries. */
export function isCountryCode(alpha2: string): boolean {
  return codes.has(alpha2.toUpperCase());
}

export interface CountryList {
  all: readonly Country[];
  /** The country of a code, any case. */
  find(alpha2: string): Country | undefined;
}

let loading: Promise<CountryList> | null = null;

/** The full list, imported once; a failed import is forgotten so the next call tries again. */
export function loadCountries(): Promise<CountryList> {
  loading ??= import('./countries.data').then(
    ({ COUNTRY_DATA }) => {
      const byAlpha2 = new Map(COUNTRY_DATA.map((country) => [country.alpha2, country]));
      return { all: COUNTRY_DATA, find: (alpha2) => byAlpha2.get(alpha2.toUpperCase()) };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The country's name in a language; languages without a table (and unknown codes) fall back to English. */
export function countryName(country: Country, language: string): string {
  const exact = (COUNTRY_NAME_LANGUAGES as readonly string[]).includes(language)
    ? country.i18ns[language as CountryNameLanguage]
    : undefined;
  return exact ?? country.name;
}
