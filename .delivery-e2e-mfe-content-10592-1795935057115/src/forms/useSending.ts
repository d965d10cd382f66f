// Sending a public form: the captcha first, then the call. The form's values are never touched here,
// so a failure leaves everything the shopper typed in place.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureText } from '@topup/shared-lib';
import { NS } from '../i18n';
import { checkCaptcha } from './captchaGate';

export type SendState =
  { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

/**
 * `placeOnField` puts a refusal about one field under that field (the form's `placeFailure`); what it
 * does not place is the form's failure.
 */
export function useSending<T>(
  send: (values: T) => Promise<unknown>,
  placeOnField?: (cause: unknown, message: string) => boolean,
) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<SendState>({ status: 'idle' });

  const submit = async (values: T) => {
    setState({ status: 'sending' });
    const captcha = await checkCaptcha();
    if (captcha.status === 'failed' || captcha.status === 'unavailable') {
      setState({ status: 'failed', message: t(`forms.captcha.${captcha.status}`) });
      return;
    }
    try {
      await send(values);
      setState({ status: 'sent' });
    } catch (error) {
      const message =
        error instanceof ApiError && error.code !== 0 && error.code < 500
          ? (failureText(error, t) ?? t('forms.failed'))
          : t('forms.failed');
      if (placeOnField?.(error, message)) setState({ status: 'idle' });
      else setState({ status: 'failed', message });
    }
  };

  return { state, submit, reset: () => setState({ status: 'idle' }) };
}
