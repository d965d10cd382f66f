// Textarea and select fields built like shared-lib's FormField (which is an <input>): label, hint and
// a translated validation message linked by aria-describedby and announced when it appears.
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '@topup/shared-lib';

interface FieldFrameProps {
  label: string;
  hint?: string;
  issue?: ValidationIssue | null;
  /** Renders the control with its id and the ids that describe it. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** The validation message of an issue, in the shopper's language (common `validation.*`). */
export function IssueText({ issue, id }: { issue: ValidationIssue; id?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="tu-field__error" role="alert">
      {t(`validation.${issue.key}`, issue.params ?? {})}
    </p>
  );
}

function FieldFrame({ label, hint, issue, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, issue ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tu-field">
      <label className="tu-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="tu-field__hint">
          {hint}
        </p>
      )}
      {issue && <IssueText issue={issue} id={errorId} />}
    </div>
  );
}

interface BoundField {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
  hint?: string;
}

export function TextAreaField({
  label,
  name,
  value,
  onValueChange,
  issue,
  hint,
  required,
  ...rest
}: BoundField & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'name'>) {
  return (
    <FieldFrame label={label} hint={hint} issue={issue}>
      {({ id, describedBy }) => (
        <textarea
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
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  name,
  value,
  onValueChange,
  issue,
  hint,
  options,
  required,
  ...rest
}: BoundField & { options: readonly SelectOption[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange' | 'id' | 'name'
  >) {
  return (
    <FieldFrame label={label} hint={hint} issue={issue}>
      {({ id, describedBy }) => (
        <select
          {...rest}
          id={id}
          name={name}
          value={value}
          required={required}
          aria-required={required || undefined}
          aria-invalid={issue ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
