// A labelled input whose validation message is linked by aria-describedby and announced when it
// appears. Messages come from domain validators and are translated by the frame (`validation.*`).
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, splitFieldProps, type BoundFieldProps } from './FieldFrame';

export interface FormFieldProps
  extends BoundFieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'name'> {
  /** The input itself (a form that moves focus to it). */
  ref?: Ref<HTMLInputElement>;
}

export function FormField(props: FormFieldProps) {
  const [field, element] = splitFieldProps(props);
  return <FieldFrame {...field}>{(control) => <input {...element} {...control} />}</FieldFrame>;
}
