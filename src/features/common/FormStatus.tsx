// The outcome of a form that belongs to no single field: an error (assertive) or a success (polite).
export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <p className="form-error" role="alert">
        {error ?? ''}
      </p>
      <p className="form-success" role="status">
        {success ?? ''}
      </p>
    </>
  );
}
