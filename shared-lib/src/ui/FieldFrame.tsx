// The wiring every labelled control shares: a label bound to the control, an optional hint and a
// translated validation message (`validation.*`), both linked by aria-describedby, the message
// announced when it appears, and the value bound to onValueChange. FormField, SelectField (and an
// app's own controls, e.g. the content remote's TextAreaField) render their own element inside.
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

/** The props a bound field takes besides its element's own attributes. */
export interface BoundFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  issue?: ValidationIssue | null;
  /** Extra help text, also linked by aria-describedby. */
  hint?: string;
  required?: boolean;
  /** The label for assistive technology alone, where what stands around the field names it (a header's picker). */
  labelHidden?: boolean;
}

/** What the frame gives its element: identity, value, required state and the texts that describe it. */
export interface FieldControlProps {
  id: string;
  name: string;
  value: string;
  required: boolean | undefined;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

export interface FieldFrameProps extends BoundFieldProps {
  /** Renders the element with the props that tie it to the label, the texts and the value. */
  children: (control: FieldControlProps) => ReactNode;
}

export function FieldFrame({
  label,
  name,
  value,
  onValueChange,
  issue,
  hint,
  required,
  labelHidden,
  children,
}: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, issue ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tu-field">
      <label className={labelHidden ? 'tu-visually-hidden' : 'tu-field__label'} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        name,
        value,
        required,
        'aria-required': required || undefined,
        'aria-invalid': issue ? true : undefined,
        'aria-describedby': describedBy,
        onChange: (event) => onValueChange(event.target.value),
      })}
      {hint && (
        <p id={hintId} className="tu-field__hint">
          {hint}
        </p>
      )}
      {issue && <IssueText issue={issue} id={errorId} />}
    </div>
  );
}

// A record rather than a list, so the type check fails when BoundFieldProps gains a key not named here.
const FRAME_KEYS: Record<keyof BoundFieldProps, true> = {
  label: true,
  name: true,
  value: true,
  onValueChange: true,
  issue: true,
  hint: true,
  required: true,
  labelHidden: true,
};

/** A field's props split into the frame's and the element's own attributes. */
export function splitFieldProps<P extends BoundFieldProps>(
  props: P,
): [BoundFieldProps, Omit<P, keyof BoundFieldProps>] {
  const element: Partial<P> = { ...props };
  for (const key of Object.keys(FRAME_KEYS) as (keyof BoundFieldProps)[]) delete element[key];
  return [props, element as Omit<P, keyof BoundFieldProps>];
}
