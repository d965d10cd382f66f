// A labelled input whose validation message is linked by aria-describedby and announced when it
// appears. Messages come from domain validators and are translated here (`validation.*`).
import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../domain/validators';

export interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id' | 'name'
> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
  /** Extra help text, also linked by aria-describedby. */
  hint?: string;
}

export function FormField({
  label,
  name,
  value,
  onValueChange,
  issue,
  hint,
  required,
  ...rest
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, issue ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tu-field">
      <label className="tu-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={name}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={issue ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="tu-field__hint">
          {hint}
        </p>
      )}
      {issue && (
        <p id={errorId} className="tu-field__error" role="alert">
          {t(`validation.${issue.key}`, issue.params ?? {})}
        </p>
      )}
    </div>
  );
}
