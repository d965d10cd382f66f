// The payment SDK's errors in the shopper's words. The codes and the four English messages are the
// SDK's protocol; each maps to a checkout string (whose English text is the SDK's message).
import type { TFunction } from 'i18next';
import { ApiError } from '@topup/shared-lib';
import { PAYMENT_SDK_MESSAGES, PaymentSdkError } from './paymentSdk';

export function sdkErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof PaymentSdkError) {
    if (error.code) return t(`pay.sdkError.${error.code}`);
    const key = (Object.keys(PAYMENT_SDK_MESSAGES) as (keyof typeof PAYMENT_SDK_MESSAGES)[]).find(
      (name) => PAYMENT_SDK_MESSAGES[name] === error.message,
    );
    if (key) return t(`pay.sdkError.${key}`);
  }
  if (error instanceof ApiError && error.message) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    // An element's 'error' event carries the provider's message (or the sandbox envelope).
    if (error.message) return error.message;
  }
  return t('pay.sdkError.generic');
}
