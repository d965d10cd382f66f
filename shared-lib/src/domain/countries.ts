// The built-in country list (spec 3): alpha-2/alpha-3 codes, ISO numeric id, English name, names in
// the 15 languages of spec 1, currency and main language. Default country US (spec 9).
// Only the codes load with the page; the names (countries.data.ts, ~7 KB gzipped) are fetched by
// loadCountries() when a form needs them. Never import countries.data statically.
import { COUNTRY_CODES } from './countryCodes.data';

export const COUNTRY_NAME_LANGUAGES = [
  'en',
  'zh-TW',
  'zh-CN',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'ja',
  'ko',
  'th',
  'ar-SA',
  'id',
  'ms',
  'fil',
] as const;
export type CountryNameLanguage = (typeof COUNTRY_NAME_LANGUAGES)[number];

export interface Country {
  alpha2: string;
  alpha3: string;
  /** ISO 3166-1 numeric code. */
  id: number;
  /** English name. */
  name: string;
  i18ns: Record<CountryNameLanguage, string>;
  /** ISO 4217 currency code. */
  currency: string;
  /** Main language of the country among COUNTRY_NAME_LANGUAGES (en where none of them). */
  lang: CountryNameLanguage;
}

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
