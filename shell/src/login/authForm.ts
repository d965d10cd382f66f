// What every login-popup form shares: the field rules (shared-lib's validators, with the store's password
// limits), the code resend wait and the forms' busy and error state.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import {
  failedFieldOf,
  length,
  mail,
  mobile,
  required,
  validateFields,
  type FieldIssues,
  type FieldRules,
} from '@topup/shared-lib';
import { failureMessage } from './failureMessage';

/** store-api accepts passwords of 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** store-api's codes are 6 digits: a form may go on by itself once one is typed in full. */
export const AUTH_CODE_LENGTH = 6;
/** The code's resend countdown is 120 s (store-api allows one code a minute, so it is never refused). */
export const AUTH_CODE_RESEND_SECONDS = 120;

export const RULES = {
  email: [required(), mail()],
  phone: [required(), mobile()],
  prefix: [required()],
  authCode: [required()],
  password: [required(), length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)],
  /** The password a member has now: whatever it is, it is the server's to judge. */
  currentPassword: [required()],
} as const;

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
    // A new attempt drops the last failure: an old error never stands beside a new one.
    setError('');
    if (!check(only)) return false;
    setBusy(true);
    try {
      await action();
      return true;
    } catch (cause) {
      const message = failureMessage(cause, t, fallbackKey);
      const field = failedFieldOf(cause);
      // A refusal about one of the form's fields is shown under that field.
      if (field !== null && Object.hasOwn(rules, field)) {
        setIssues((previous) => ({ ...previous, [field]: { key: 'server', params: { message } } }));
      } else {
        setError(message);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { issues, busy, error, setError, run };
}
