import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/registerShellStrings';
import '../i18n/registerLoginStrings';

export type AuthMethod = 'email' | 'phone';

/** Email or phone: two toggle buttons in a labelled group. */
export function MethodSwitch({
  value,
  onChange,
}: {
  value: AuthMethod;
  onChange: (method: AuthMethod) => void;
}) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className="method-switch" role="group" aria-label={t('login.method')}>
      {(['email', 'phone'] as const).map((method) => (
        <button
          key={method}
          type="button"
          className="method-switch__option"
          aria-pressed={value === method}
          onClick={() => onChange(method)}
        >
          {t(`login.methods.${method}`)}
        </button>
      ))}
    </div>
  );
}
