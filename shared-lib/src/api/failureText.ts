// What a failed call says to the shopper. store-api words a form field's refusal for shoppers and names
// the field (`data.field`); an answer still in a developer's words (a field name and a schema rule) never
// reaches the page: the client says it in its own words instead.
import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR_CODE } from './envelope';
import type { en } from '../i18n/locales/en';

/** "email must be …", "authCode has an invalid format", "Request body must be a JSON object". */
const DEVELOPER_SENTENCE =
  /^(?:Request body|[a-z][A-Za-z0-9_]*(?:\[\d+\])?(?:\.[A-Za-z0-9_]+)*) (?:must|should|is required|is not|is invalid|has an invalid|names unknown)\b/;

type KnownField = keyof typeof en.fieldErrors;
const KNOWN_FIELDS: readonly KnownField[] = [
  'email',
  'password',
  'authCode',
  'code',
  'phone',
  'content',
  'account',
];

/** Whether a server sentence was written for developers rather than shoppers. */
export function isDeveloperSentence(message: string): boolean {
  return DEVELOPER_SENTENCE.test(message);
}

/** The form field a refusal is about: the one the server names, or the one a developer's sentence starts with. */
export function failedFieldOf(cause: unknown): string | null {
  if (!(cause instanceof ApiError)) return null;
  const data = cause.data as { field?: unknown } | null;
  if (data && typeof data.field === 'string') return data.field;
  return isDeveloperSentence(cause.message) ? (/^[A-Za-z0-9_]+/.exec(cause.message)?.[0] ?? null) : null;
}

/**
 * The sentence to show for a failed call, or null when the caller's own fallback fits better (not a
 * call's failure, or one without a message). Network failures say so; developer sentences are replaced.
 */
export function failureText(cause: unknown, t: TFunction): string | null {
  if (!(cause instanceof ApiError)) return null;
  if (cause.code === NETWORK_ERROR_CODE) return t('common:errors.network');
  if (!cause.message) return null;
  if (!isDeveloperSentence(cause.message)) return cause.message;
  const field = failedFieldOf(cause);
  return (KNOWN_FIELDS as readonly string[]).includes(field ?? '')
    ? t(`common:fieldErrors.${field as KnownField}`)
    : t('common:errors.invalidInput');
}
