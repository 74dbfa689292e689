import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isHTTPError } from 'ky';
import { useIMask } from 'react-imask';
import * as ops from '@booking/contracts/ops';
import type { CodeSent } from '@booking/contracts/schemas';
import { send } from '../../entities/entity-fetch.lib';
import { Button } from '../button.ui';
import { signInTexts as t } from './sign-in.texts';

/** The +7 mask of the profile form's phone (docs/product.md, Form rules). */
const PHONE_MASK = '+{7} (000) 000-00-00';
const PHONE_PLACEHOLDER = '+7 (___) ___-__-__';

/** A refusal as the server words it (in the page's language), with the field it is about. */
interface Refusal {
  message: string;
  field?: string;
}

async function refusalOf(error: unknown): Promise<Refusal> {
  if (isHTTPError(error)) {
    const body = (await error.response.clone().json().catch(() => null)) as { message?: unknown; field?: unknown } | null;
    if (body && typeof body.message === 'string') return { message: body.message, ...(typeof body.field === 'string' ? { field: body.field } : {}) };
  }
  return { message: t.failed };
}

/** Seconds left until `until` (a time in ms), counted down once a second. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function Field({ label, error, children, id }: { label: string; error?: string | undefined; children: React.ReactNode; id: string }) {
  return (
    <div className={`bk-field${error ? ' is-invalid' : ''}`}>
      <label className="bk-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="bk-field__error bk-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'Имя' (unless the name is known: `knownName`) and 'Номер телефона', then 'Получить код'. */
export function PhoneStep({ onSent, initial, knownName }: {
  onSent: (sent: CodeSent, phone: string, name: string) => void; initial: { name: string; phone: string }; knownName?: string;
}) {
  const ids = { name: useId(), phone: useId() };
  const [name, setName] = useState(initial.name);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { ref, value: phone, setValue } = useIMask<HTMLInputElement>({ mask: PHONE_MASK });
  useEffect(() => {
    if (initial.phone) setValue(initial.phone);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      const who = knownName ?? name;
      onSent(await send(ops.requestSignInCode, { name: who, phone }), phone, who);
    } catch (error) {
      setRefusal(await refusalOf(error));
      setBusy(false);
    }
  };
  const fieldError = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  return (
    <form onSubmit={submit} noValidate>
      {knownName === undefined && (
        <>
          <p className="bk-hint">{t.hint}</p>
          <Field label={t.name} id={ids.name} error={fieldError('name')}>
            <input
              id={ids.name} value={name} onChange={(e) => setName(e.target.value)} autoComplete="given-name" maxLength={100} required
              aria-invalid={fieldError('name') ? true : undefined} aria-describedby={fieldError('name') ? `${ids.name}-error` : undefined}
            />
          </Field>
        </>
      )}
      <Field label={t.phone} id={ids.phone} error={fieldError('phone')}>
        <input
          id={ids.phone} ref={ref} type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} required
          aria-invalid={fieldError('phone') ? true : undefined} aria-describedby={fieldError('phone') ? `${ids.phone}-error` : undefined}
        />
      </Field>
      {refusal && !refusal.field && (
        <p className="bk-error" role="alert">
          {refusal.message}
        </p>
      )}
      <Button type="submit" block busy={busy} disabled={(knownName ?? name).trim() === '' || phone.replace(/\D/g, '').length < 11}>
        {t.getCode}
      </Button>
    </form>
  );
}

/** 'Код из СМС' and 'Войти' (or `submitLabel`), with 'Отправить код ещё раз' once its countdown ends; `onCode` checks the code (a refusal is shown under the field). */
export function CodeStep({ sent, phone, name, onResent, onBack, onCode, submitLabel = t.signIn }: {
  sent: CodeSent & { at: number }; phone: string; name: string; onResent: (sent: CodeSent) => void; onBack: () => void;
  onCode: (phone: string, code: string) => Promise<void>; submitLabel?: string;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const left = useCountdown(sent.at + sent.resend_in * 1000);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      await onCode(phone, code);
    } catch (error) {
      setRefusal(await refusalOf(error));
      setBusy(false);
      input.current?.focus();
    }
  };
  const resend = async () => {
    setRefusal(null);
    try {
      onResent(await send(ops.requestSignInCode, { name, phone }));
      setCode('');
    } catch (error) {
      setRefusal(await refusalOf(error));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className="bk-hint" data-testid="code-sent">{t.codeSentTo(sent.phone)}</p>
      <Field label={t.code} id={id} error={refusal?.message}>
        <input
          id={id} ref={input} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, sent.length))}
          inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={sent.length} autoFocus required
          aria-invalid={refusal ? true : undefined} aria-describedby={refusal ? `${id}-error` : undefined}
        />
      </Field>
      <div className="bk-dialog__actions">
        <Button type="submit" block busy={busy} disabled={code.length !== sent.length}>
          {submitLabel}
        </Button>
        <Button variant="secondary" block disabled={left > 0} onClick={() => void resend()}>
          {left > 0 ? t.resendIn(left) : t.resend}
        </Button>
        <button type="button" className="bk-link" onClick={onBack}>
          {t.changePhone}
        </button>
      </div>
    </form>
  );
}
