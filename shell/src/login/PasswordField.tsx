import { useTranslation } from 'react-i18next';
import { FormField, type ValidationIssue } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';
import { PASSWORD_MIN_LENGTH } from './authForm';

/** A new password (register, reset), with the length rule as its hint. */
export function PasswordField({
  value,
  onValueChange,
  issue,
  label,
}: {
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue;
  label: string;
}) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <FormField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      value={value}
      onValueChange={onValueChange}
      issue={issue}
      required
      hint={t('login.passwordHint', { min: PASSWORD_MIN_LENGTH })}
    />
  );
}
