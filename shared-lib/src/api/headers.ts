// The headers every call carries, built in one place.
import { DEFAULT_COUNTRY } from '../domain/countries';

export const JSON_CONTENT_TYPE = 'application/json';
export const TEXT_CONTENT_TYPE = 'text/plain';
export interface HeaderInputs {
  contentType: string;
  currency: string;
  language: string;
  country: string;
  authorization: string | null;
  /** For tests; the real clock otherwise. */
  now?: Date;
}

export function requestHeaders(inputs: HeaderInputs): Record<string, string> {
  const now = inputs.now ?? new Date();
  return {
    'Content-Type': inputs.contentType,
    'X-Requested-With': 'XMLHttpRequest',
    'H-offset': String(now.getTimezoneOffset()),
    'H-time': String(now.getTime()),
    'H-currency': inputs.currency,
    'Accept-Language': inputs.language,
    'd-selective-country': inputs.country || DEFAULT_COUNTRY,
    ...(inputs.authorization ? { Authorization: inputs.authorization } : {}),
  };
}
