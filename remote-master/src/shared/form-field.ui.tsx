import type { ReactNode } from 'react';

/**
 * The attributes that tie an input to its label and its error: pass the same `id` to
 * {@link FormField} and spread these on the input, so a screen reader reads the message with it.
 */
export function fieldA11y(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The message under the field (a validation or server message); nothing when valid. */
  error?: string;
  /** A quiet line under the field (a counter, a format hint). */
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form row with its message underneath; the input itself is the caller's (any form library). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className={`bk-field ${error ? 'is-invalid' : ''}`}>
      <label className="bk-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && <div className="bk-field__hint bk-hint">{hint}</div>}
      {error && (
        <p id={`${id}-error`} className="bk-field__error bk-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
