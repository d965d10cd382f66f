// store-api's answer shape and language rule, for the answers the page server gives in store-api's place
// (proxyFailure.ts). A copy on purpose: the page server is deployed apart from store-api and imports none
// of its source; scripts/contract/serverAgreement.test.ts holds the two copies equal.

/** A failed call in the API's envelope: `code` repeats the HTTP status, `data` is null. */
export interface ApiFailure {
  code: number;
  message: string;
  data: null;
}

export function apiFailure(code: number, message: string): ApiFailure {
  return { code, message, data: null };
}

/** The two languages the site ships; everything else falls back to English. */
export type AnswerLanguage = 'en' | 'zh-TW';

/** Chinese when Accept-Language starts with "zh" (the front end sends its current language first). */
export function answerLanguage(acceptLanguage: string | undefined): AnswerLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('zh') ? 'zh-TW' : 'en';
}
