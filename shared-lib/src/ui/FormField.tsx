// A labelled input whose validation message is linked by aria-describedby and announced when it
// appears. Messages come from domain validators and are translated by the frame (`validation.*`).
import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type BoundFieldProps } from './FieldFrame';

export interface FormFieldProps
  extends
    BoundFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'name'> {}

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
  return (
    <FieldFrame label={label} hint={hint} issue={issue}>
      {(control) => (
        <input
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
