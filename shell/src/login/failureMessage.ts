// Turning a failure into a message in the shopper's language. Its own module: the OAuth landing page
// (startup bundle) needs it without the login forms' chunk.
import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR_CODE } from '@topup/shared-lib';

/** The server's own sentence where it gave one, else a translated fallback. */
export function failureMessage(cause: unknown, t: TFunction, fallbackKey: string): string {
  if (cause instanceof ApiError) {
    if (cause.code === NETWORK_ERROR_CODE) return t('common:errors.network');
    if (cause.message) return cause.message;
  }
  return t(fallbackKey);
}
