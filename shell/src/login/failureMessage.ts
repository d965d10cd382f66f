// Turning a failure into a message in the shopper's language. Its own module: the OAuth landing page
// (startup bundle) needs it without the login forms' chunk.
import type { TFunction } from 'i18next';
import { failureText } from '@topup/shared-lib';

/** The server's own sentence where it gave one for shoppers, else a translated fallback. */
export function failureMessage(cause: unknown, t: TFunction, fallbackKey: string): string {
  return failureText(cause, t) ?? t(fallbackKey);
}
