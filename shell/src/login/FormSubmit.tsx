import { FormError } from './FormError';

/** The end of every login popup form: its failure (announced) and its submit button. */
export function FormSubmit({ error, busy, label }: { error: string; busy: boolean; label: string }) {
  return (
    <>
      <FormError message={error} />
      <button type="submit" className="tu-button tu-button--primary" disabled={busy}>
        {label}
      </button>
    </>
  );
}
