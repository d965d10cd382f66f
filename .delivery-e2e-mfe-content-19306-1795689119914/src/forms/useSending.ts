// Sending a public form: the captcha first, then the call. The form's values are never touched here,
// so a failure leaves everything the shopper typed in place.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@topup/shared-lib';
import { NS } from '../i18n';
import { checkCaptcha } from './captchaGate';

export type SendState =
  { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

export function useSending<T>(send: (values: T) => Promise<unknown>) {
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
        error instanceof ApiError && error.code !== 0 && error.code < 500 && error.message
          ? error.message
          : t('forms.failed');
      setState({ status: 'failed', message });
    }
  };

  return { state, submit, reset: () => setState({ status: 'idle' }) };
}
