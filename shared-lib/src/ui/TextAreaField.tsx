// A labelled <textarea> with FormField's wiring (FieldFrame): hint and translated message linked by
// aria-describedby.
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type BoundFieldProps } from './FieldFrame';

export interface TextAreaFieldProps
  extends
    BoundFieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'name'> {}

export function TextAreaField({
  label,
  name,
  value,
  onValueChange,
  issue,
  hint,
  required,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} issue={issue}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          name={name}
          value={value}
          required={required}
          aria-required={required || undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
