import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, type ValidationIssue } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { AUTH_CODE_RESEND_SECONDS } from './authForm';

export interface AuthCodeFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
  /** Asks the server for a code; resolves true when one was sent (the button then waits). */
  onSend: () => Promise<boolean>;
  /**
   * false while what the code goes to is not known yet (the country codes are still loading): the
   * button waits rather than take a press that could only fail.
   */
  canSend?: boolean;
}

/** The verification code input with its Send code button and the resend wait. */
export function AuthCodeField({ value, onValueChange, issue, onSend, canSend = true }: AuthCodeFieldProps) {
  const { t } = useTranslation(SHELL_NS);
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) {
        setSent(true);
        setWait(AUTH_CODE_RESEND_SECONDS);
        // The code is what the shopper types next: no tap needed to get there.
        inputRef.current?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="auth-code">
      <FormField
        ref={inputRef}
        label={t('login.fields.authCode')}
        name="authCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onValueChange={onValueChange}
        issue={issue}
        required
        hint={sent ? t('login.codeSent') : undefined}
      />
      <button
        type="button"
        className="tu-button auth-code__send"
        disabled={sending || wait > 0 || !canSend}
        onClick={() => void send()}
      >
        {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.sendCode')}
      </button>
    </div>
  );
}
