/**
 * Why a use case refused, in the domain's own terms. Services and rules throw these and know
 * nothing of HTTP; the one error handler (plugins/error-handler.plugin.ts) maps each kind to a
 * status code. `message` is meant for the person (Russian where a screen shows it); `field` names
 * the request field it is about (`worker_description`, `place_contacts.phone`), for a form.
 */
export type DomainErrorKind =
  /** The input breaks a rule of its own shape or range. */
  | 'invalid'
  /** Who is asking could not be established (missing, forged or expired init data, a wrong secret). */
  | 'unauthenticated'
  /** The caller is known but may not do this. */
  | 'forbidden'
  /** The thing asked for does not exist (or is not the caller's to see). */
  | 'not_found'
  /** The request contradicts the current state: taken, already done, locked, over a limit. */
  | 'conflict'
  /** The input is larger than allowed. */
  | 'too_large'
  /** The caller has done this too often for now (a daily cap). */
  | 'too_many'
  /** The feature is switched off on this server. */
  | 'disabled'
  /** A service this one depends on (Telegram) did not answer; nothing was changed. */
  | 'unavailable';

export class DomainError extends Error {
  readonly isDomainError = true;
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A type guard that also holds across module copies (no `instanceof` across realms). */
export function isDomainError(error: unknown): error is DomainError {
  return typeof error === 'object' && error !== null && (error as { isDomainError?: unknown }).isDomainError === true;
}

export const invalid = (message: string, field?: string) => new DomainError('invalid', message, field);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string, field?: string) => new DomainError('forbidden', message, field);
export const notFound = (message: string, field?: string) => new DomainError('not_found', message, field);
export const conflict = (message: string, field?: string) => new DomainError('conflict', message, field);
export const tooLarge = (message: string, field?: string) => new DomainError('too_large', message, field);
export const tooMany = (message: string, field?: string) => new DomainError('too_many', message, field);
export const disabled = (message: string) => new DomainError('disabled', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);

/** What a caller is told while the database (or another service this one needs) is out: 503. */
export const SERVICE_UNAVAILABLE = 'Сервис временно недоступен';

/** Seconds a 503 asks the caller to wait before trying again (its Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
