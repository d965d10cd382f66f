// A labelled <textarea> with shared-lib FormField's wiring (FieldFrame); only the content remote asks for
// long text (reviews, enquiries).
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, splitFieldProps, type BoundFieldProps } from '@topup/shared-lib';

export interface TextAreaFieldProps
  extends
    BoundFieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'name'> {}

export function TextAreaField(props: TextAreaFieldProps) {
  const [field, element] = splitFieldProps(props);
  return <FieldFrame {...field}>{(control) => <textarea {...element} {...control} />}</FieldFrame>;
}
