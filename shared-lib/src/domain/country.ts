// What a country of the built-in list holds: named by the list's codes (countries.ts) and its names'
// chunk (countries.data.ts), which must not import the list it is fetched by.

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
