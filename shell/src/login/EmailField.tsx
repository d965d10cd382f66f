import { useTranslation } from 'react-i18next';
import { FormField, type ValidationIssue } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';

/** The email address of the register, reset-password and bind-email forms. */
export function EmailField({
  value,
  onValueChange,
  issue,
}: {
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue;
}) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <FormField
      label={t('login.email')}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onValueChange={onValueChange}
      issue={issue}
      required
    />
  );
}
