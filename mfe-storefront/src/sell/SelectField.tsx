// A labelled <select> with the same error wiring as shared-lib's FormField (message linked by
// aria-describedby, announced when it appears, translated under `validation.*`).
import { useId, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '@topup/shared-lib';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'id' | 'name'
> {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
}

export function SelectField({
  label,
  name,
  value,
  options,
  onValueChange,
  issue,
  required,
  ...rest
}: SelectFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="tu-field">
      <label className="tu-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...rest}
        id={id}
        name={name}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {issue && (
        <p id={errorId} className="tu-field__error" role="alert">
          {t(`validation.${issue.key}`, issue.params ?? {})}
        </p>
      )}
    </div>
  );
}
