// The code a message brought and the new password: the second half of every form that sets a password
// (register and reset, by e-mail or by phone).
import type { ValidationIssue } from '@topup/shared-lib';
import { AuthCodeField } from './AuthCodeField';
import { PasswordField } from './PasswordField';

export interface CodeAndPasswordFieldsProps {
  authCode: string;
  onAuthCodeChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  passwordLabel: string;
  issues: { authCode?: ValidationIssue; password?: ValidationIssue };
  onSend: () => Promise<boolean>;
  /** AuthCodeField's: false while the code's destination is not known yet. */
  canSend?: boolean;
}

export function CodeAndPasswordFields({
  authCode,
  onAuthCodeChange,
  password,
  onPasswordChange,
  passwordLabel,
  issues,
  onSend,
  canSend,
}: CodeAndPasswordFieldsProps) {
  return (
    <>
      <AuthCodeField
        value={authCode}
        onValueChange={onAuthCodeChange}
        issue={issues.authCode}
        onSend={onSend}
        canSend={canSend}
      />
      <PasswordField
        label={passwordLabel}
        value={password}
        onValueChange={onPasswordChange}
        issue={issues.password}
      />
    </>
  );
}
