// A labelled <select> with FormField's wiring (FieldFrame): hint and translated message linked by
// aria-describedby.
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type BoundFieldProps } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends
    BoundFieldProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'name'> {
  options: readonly SelectOption[];
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
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} issue={issue}>
      {(control) => (
        <select
          {...rest}
          {...control}
          name={name}
          value={value}
          required={required}
          aria-required={required || undefined}
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
