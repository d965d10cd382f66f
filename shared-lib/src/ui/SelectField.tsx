// A labelled <select> with FormField's wiring (FieldFrame).
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, splitFieldProps, type BoundFieldProps } from './FieldFrame';

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

export function SelectField({ options, ...props }: SelectFieldProps) {
  const [field, element] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(control) => (
        <select {...element} {...control}>
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
