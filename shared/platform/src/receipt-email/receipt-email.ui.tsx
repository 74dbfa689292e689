import { useId, useState } from 'react';
import * as v from 'valibot';
import { Button } from '../ui/button.ui';
import { receiptEmailTexts as texts } from './receipt-email.texts';

/** The address the server takes: the same rule, so what passes here is not refused there. */
const EmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());

interface Props {
  /** 'Оплатить 990 ₽': what the form's button does. */
  submitLabel: string;
  busy: boolean;
  onSubmit: (email: string) => void;
  onCancel: () => void;
}

/**
 * The payment step's question when the payer has no phone on record: the receipt (54-ФЗ) must go
 * somewhere, so it asks for an email (a master paying 'Про', a client paying a deposit). What was
 * typed stays on a wrong address; Enter pays.
 */
export function ReceiptEmailForm({ submitLabel, busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="bk-receipt-email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = v.safeParse(EmailSchema, email);
        if (!checked.success) {
          setError(texts.emailInvalid);
          return;
        }
        setError(null);
        onSubmit(checked.output);
      }}
    >
      <div className={`bk-field ${error ? 'is-invalid' : ''}`}>
        <label className="bk-field__label" htmlFor={`${id}-email`}>{texts.emailLabel}</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          value={email}
          maxLength={254}
          aria-invalid={error !== null}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <span className="bk-field__hint bk-hint" id={`${id}-hint`}>{texts.emailHint}</span>
        {error && <span className="bk-field__error bk-error" id={`${id}-error`} role="alert">{error}</span>}
      </div>
      <Button type="submit" busy={busy} block>
        {submitLabel}
      </Button>
      <Button variant="secondary" disabled={busy} block onClick={onCancel}>
        {texts.emailCancel}
      </Button>
    </form>
  );
}
