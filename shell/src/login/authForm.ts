// What every login-popup form shares: the field rules (spec 5 validators, with the store's password
// limits), the code resend wait and turning a failure into a message in the shopper's language.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import {
  ApiError,
  NETWORK_ERROR_CODE,
  length,
  mail,
  mobile,
  required,
  validateFields,
  type FieldIssues,
  type FieldRules,
} from '@topup/shared-lib';

/** store-api accepts passwords of 8 to 128 characters (spec 5 leaves login form rules to the store). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** store-api sends one code per address and purpose per minute; the button waits as long. */
export const AUTH_CODE_RESEND_SECONDS = 60;

export const RULES = {
  email: [required(), mail()],
  phone: [required(), mobile()],
  prefix: [required()],
  authCode: [required()],
  password: [required(), length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)],
} as const;

/** The server's own sentence where it gave one, else a translated fallback. */
export function failureMessage(cause: unknown, t: TFunction, fallbackKey: string): string {
  if (cause instanceof ApiError) {
    if (cause.code === NETWORK_ERROR_CODE) return t('common:errors.network');
    if (cause.message) return cause.message;
  }
  return t(fallbackKey);
}

/**
 * A form's validation issues, busy flag and inline error. `submit` validates first, then runs the
 * action; a failure keeps every typed value and shows why.
 */
export function useAuthForm<T extends object>(
  values: T,
  rules: FieldRules<T>,
  fallbackKey: string,
  t: TFunction,
) {
  const [issues, setIssues] = useState<FieldIssues<T>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const check = (only?: ReadonlyArray<keyof T>): boolean => {
    const all = validateFields(values, rules);
    const found: FieldIssues<T> = only
      ? (Object.fromEntries(only.map((name) => [name, all[name]])) as FieldIssues<T>)
      : all;
    setIssues((previous) => ({ ...(only ? previous : {}), ...found }));
    return Object.values(found).every((issue) => !issue);
  };

  const run = async (action: () => Promise<unknown>, only?: ReadonlyArray<keyof T>): Promise<boolean> => {
    if (!check(only)) return false;
    setBusy(true);
    setError('');
    try {
      await action();
      return true;
    } catch (cause) {
      setError(failureMessage(cause, t, fallbackKey));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { issues, busy, error, setError, run };
}
