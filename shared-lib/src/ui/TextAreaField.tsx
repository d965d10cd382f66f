// A labelled <textarea> with FormField's wiring (FieldFrame).
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, splitFieldProps, type BoundFieldProps } from './FieldFrame';

export interface TextAreaFieldProps
  extends
    BoundFieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'name'> {}

export function TextAreaField(props: TextAreaFieldProps) {
  const [field, element] = splitFieldProps(props);
  return <FieldFrame {...field}>{(control) => <textarea {...element} {...control} />}</FieldFrame>;
}
