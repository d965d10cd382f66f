// The wiring every labelled control shares: a label bound to the control, an optional hint and a
// translated validation message (`validation.*`), both linked by aria-describedby, the message
// announced when it appears. FormField, SelectField and TextAreaField render their control inside.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../domain/validators';

/** The validation message of an issue, in the shopper's language. */
export function IssueText({ issue, id }: { issue: ValidationIssue; id?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="tu-field__error" role="alert">
      {t(`validation.${issue.key}`, issue.params ?? {})}
    </p>
  );
}

/** What the control needs from its frame: its id, and the ARIA state the frame's texts give it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldFrameProps {
  label: string;
  hint?: string;
  issue?: ValidationIssue | null;
  /** Renders the control with the props that tie it to the label, the hint and the message. */
  children: (control: FieldControlProps) => ReactNode;
}

export function FieldFrame({ label, hint, issue, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, issue ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tu-field">
      <label className="tu-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': issue ? true : undefined })}
      {hint && (
        <p id={hintId} className="tu-field__hint">
          {hint}
        </p>
      )}
      {issue && <IssueText issue={issue} id={errorId} />}
    </div>
  );
}

/** The props a bound field takes besides its control's own attributes. */
export interface BoundFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
  /** Extra help text, also linked by aria-describedby. */
  hint?: string;
}
