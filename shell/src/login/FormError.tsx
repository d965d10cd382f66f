/** A form's failure, announced when it appears. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="form__error" role="alert">
      {message}
    </p>
  );
}
