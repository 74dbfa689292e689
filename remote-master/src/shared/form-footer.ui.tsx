/** The end of a cabinet form: the server's refusal (when it has no field of its own) and the submit button. */
export function FormFooter({ serverError, busy, label, busyLabel }: { serverError?: string; busy: boolean; label: string; busyLabel?: string }) {
  return (
    <>
      {serverError && (
        <p className="bk-error" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="bk-button bk-form__submit" disabled={busy}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </>
  );
}
