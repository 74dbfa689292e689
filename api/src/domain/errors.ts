/**
 * Why a use case refused, in the domain's own terms. Services and rules throw these and know
 * nothing of HTTP; the one error handler (plugins/error-handler.plugin.ts) maps each kind to a
 * status code. `code` names the refusal (error-codes.ts) and `params` what its sentence is made
 * of; the sentence itself is the error catalogues' (errors.texts.ts and errors.texts.en.ts), in the
 * language of whoever reads it. `field` names the request field it is about (`worker_description`,
 * `place_contacts.phone`), for a form.
 */
import type { Language } from '@booking/contracts/schemas';
import type { ErrorCatalogue, ErrorCode, ErrorParams } from './error-codes';
import { errorsRu } from './errors.texts';
import { errorsEn } from './errors.texts.en';

export type { ErrorCode, ErrorParams } from './error-codes';

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

/** A code's arguments: its parameters first when it has any, then the field. */
export type ErrorArgs<K extends ErrorCode> = [keyof ErrorParams[K]] extends [never] ? [field?: string] : [params: ErrorParams[K], field?: string];

export const ERROR_CATALOGUES: Record<Language, ErrorCatalogue> = { ru: errorsRu, en: errorsEn };

/** The sentence of `code` with `params` in `language`. */
export function errorText<K extends ErrorCode>(code: K, params: ErrorParams[K], language: Language): string {
  return (ERROR_CATALOGUES[language][code] as (p: ErrorParams[K]) => string)(params);
}

export class DomainError<K extends ErrorCode = ErrorCode> extends Error {
  readonly isDomainError = true;
  /**
   * `message` is the Russian sentence (the default language, what logs and tests read); the error
   * handler answers the request's language from `code` and `params`. `said` holds words that came
   * with the error rather than from the catalogues (a schema's message), by language.
   */
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: K,
    readonly params: ErrorParams[K],
    readonly field?: string,
    readonly said?: Readonly<Record<Language, string>>,
  ) {
    super(said?.ru ?? errorText(code, params, 'ru'));
    this.name = 'DomainError';
  }

  /** The sentence for a person who reads `language`. */
  textIn(language: Language): string {
    return this.said?.[language] ?? errorText(this.code, this.params, language);
  }
}

/** A type guard that also holds across module copies (no `instanceof` across realms). */
export function isDomainError(error: unknown): error is DomainError {
  return typeof error === 'object' && error !== null && (error as { isDomainError?: unknown }).isDomainError === true;
}

const refusal = (kind: DomainErrorKind) =>
  <K extends ErrorCode>(code: K, ...args: ErrorArgs<K>): DomainError<K> => {
    const [params, field] = (typeof args[0] === 'object' ? args : [{}, args[0]]) as [ErrorParams[K], string | undefined];
    return new DomainError(kind, code, params, field);
  };

export const invalid = refusal('invalid');
export const unauthenticated = refusal('unauthenticated');
export const forbidden = refusal('forbidden');
export const notFound = refusal('not_found');
export const conflict = refusal('conflict');
export const tooLarge = refusal('too_large');
export const tooMany = refusal('too_many');
export const disabled = refusal('disabled');
export const unavailable = refusal('unavailable');

/** Seconds a 503 asks the caller to wait before trying again (its Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
