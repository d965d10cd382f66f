// Form state wired to the domain validators: values stay as typed when validation fails; after the
// first submit each change re-checks its field so a fixed error disappears at once.
import { useCallback, useState, type FormEvent } from 'react';
import { firstIssue, validateFields, type FieldIssues, type FieldRules } from '../domain/validators';

export interface FormState<T extends Record<string, string>> {
  values: T;
  issues: FieldIssues<T>;
  setValue: (name: keyof T, value: string) => void;
  /** Checks every field; true when all pass. */
  validate: () => boolean;
  /** Form onSubmit handler: prevents the page submit and calls onValid only with valid values. */
  handleSubmit: (onValid: (values: T) => void) => (event?: FormEvent) => void;
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
    (onValid: (values: T) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      if (validate()) onValid(values);
    },
    [validate, values],
  );

  const field = (name: keyof T & string) => ({
    name,
    value: values[name] ?? '',
    onValueChange: (value: string) => setValue(name, value),
    issue: issues[name] ?? null,
  });

  return { values, issues, setValue, validate, handleSubmit, field };
}
