// Form state wired to the domain validators: values stay as typed when validation fails; after the
// first submit each change re-checks its field so a fixed error disappears at once.
import { useCallback, useState, type FormEvent } from 'react';
import { firstIssue, validateFields, type FieldIssues, type FieldRules } from '../domain/validators';
import { failedFieldOf } from '../api/failureText';

export interface FormState<T extends Record<string, string>> {
  values: T;
  issues: FieldIssues<T>;
  setValue: (name: keyof T, value: string) => void;
  /** Checks every field; true when all pass. */
  validate: () => boolean;
  /**
   * Form onSubmit handler: prevents the page submit and calls onValid only with valid values, else
   * onInvalid (where a form drops its last failure, so an old error never stands beside a new one).
   */
  handleSubmit: (onValid: (values: T) => void, onInvalid?: () => void) => (event?: FormEvent) => void;
  /**
   * Shows a refused call's sentence under the field it is about, when the form has that field;
   * false when the failure belongs to the whole form. `renamed` maps the call's field names to the
   * form's where they differ.
   */
  placeFailure: (cause: unknown, message: string, renamed?: Readonly<Record<string, keyof T>>) => boolean;
  /** Props for a FormField bound to one field. */
  field: (name: keyof T & string) => {
    name: string;
    value: string;
    onValueChange: (value: string) => void;
    issue: FieldIssues<T>[keyof T] | null;
  };
}

export function useForm<T extends Record<string, string>>(initial: T, rules: FieldRules<T>): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [issues, setIssues] = useState<FieldIssues<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const setValue = useCallback(
    (name: keyof T, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted) {
        setIssues((current) => {
          const next = { ...current };
          const issue = firstIssue(value, rules[name] ?? []);
          if (issue) next[name] = issue;
          else delete next[name];
          return next;
        });
      }
    },
    [rules, submitted],
  );

  const validate = useCallback(() => {
    const found = validateFields(values, rules);
    setIssues(found);
    setSubmitted(true);
    return Object.keys(found).length === 0;
  }, [values, rules]);

  const handleSubmit = useCallback(
    (onValid: (values: T) => void, onInvalid?: () => void) => (event?: FormEvent) => {
      event?.preventDefault();
      if (validate()) onValid(values);
      else onInvalid?.();
    },
    [validate, values],
  );

  const placeFailure = useCallback(
    (cause: unknown, message: string, renamed?: Readonly<Record<string, keyof T>>) => {
      const sent = failedFieldOf(cause);
      const name = sent !== null && renamed && Object.hasOwn(renamed, sent) ? renamed[sent] : sent;
      if (name === null || name === undefined || !Object.hasOwn(values, name)) return false;
      setIssues((current) => ({ ...current, [name]: { key: 'server', params: { message } } }));
      return true;
    },
    [values],
  );

  const field = (name: keyof T & string) => ({
    name,
    value: values[name] ?? '',
    onValueChange: (value: string) => setValue(name, value),
    issue: issues[name] ?? null,
  });

  return { values, issues, setValue, validate, handleSubmit, placeFailure, field };
}
