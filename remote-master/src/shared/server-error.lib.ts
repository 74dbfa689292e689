import { isHTTPError } from 'ky';

/** A refusal the form can place: under `field` (the form's own field path) or above the form. */
export interface ServerFieldError {
  field: string | null;
  message: string;
  status: number | null;
  /** The refusal's stable name (`services.limit`, `service.deposit_needs_shop`), for a screen that acts on one; null when none came. */
  code: string | null;
}

/**
 * Reads the API's error body (`{ message, field }`, older servers `{ error, field }`). The field
 * comes as `body.place_contacts.phone`; the form knows it as `place_contacts.phone`. A message that
 * repeats the field name in front ("body.x: Введите имя") is cut to the part the user reads.
 */
export async function readServerError(error: unknown): Promise<ServerFieldError> {
  if (!isHTTPError(error)) return { field: null, message: error instanceof Error ? error.message : String(error), status: null, code: null };
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown; error?: unknown; field?: unknown; code?: unknown } | null;
  const raw = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : `HTTP ${error.response.status}`;
  const field = typeof body?.field === 'string' ? body.field.replace(/^body\.?/, '') || null : null;
  const message = raw.replace(/^[\w.]+: /, '');
  return { field, message, status: error.response.status, code: typeof body?.code === 'string' ? body.code : null };
}

/**
 * Where a form shows a refusal (the `setError` arguments): under its own field when the server named
 * one of `fields`, else above the button (`root.server`); `fallback` when the server said nothing.
 */
export function placeServerError<F extends string>(error: unknown, fields: readonly F[], fallback: string): [F | 'root.server', { type: 'server'; message: string }] {
  const e = error as ServerFieldError;
  const field = fields.find((f) => f === e.field);
  return [field ?? 'root.server', { type: 'server', message: e.message || fallback }];
}
