// The built-in country list (spec 3): alpha-2/alpha-3 codes, ISO numeric id, English name, names in
// the 15 languages of spec 1, currency and main language. Default country US (spec 9).
import { COUNTRY_DATA } from './countries.data';

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

export const COUNTRIES: readonly Country[] = COUNTRY_DATA;

const byAlpha2 = new Map(COUNTRIES.map((country) => [country.alpha2, country]));

export function findCountry(alpha2: string): Country | undefined {
  return byAlpha2.get(alpha2.toUpperCase());
}

/** The country's name in a language; languages without a table (and unknown codes) fall back to English. */
export function countryName(country: Country, language: string): string {
  const exact = (COUNTRY_NAME_LANGUAGES as readonly string[]).includes(language)
    ? country.i18ns[language as CountryNameLanguage]
    : undefined;
  return exact ?? country.name;
}
