/**
 * PostgreSQL errors that mean "someone else got there first": the exclusion constraint on a
 * master's bookings (23P01), a deadlock (40P01) or a serialization failure (40001).
 */
const CONFLICT_CODES = new Set(['23P01', '40P01', '40001']);

export function isConcurrencyConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && CONFLICT_CODES.has(String((error as { code?: unknown }).code));
}

/**
 * The database cannot be reached or is not serving: the server refused or dropped the connection
 * (ECONNREFUSED, ECONNRESET, "Connection terminated"), it is shutting down or starting up (57P01,
 * 57P02, 57P03), too many connections (53300), any connection exception (class 08), or no
 * connection was had within DB_CONNECT_TIMEOUT_MS, or no answer within DB_QUERY_TIMEOUT_MS. Nothing
 * the caller sent is wrong: the answer is 503, to be tried again.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Node reports a refused connection to every address of a name as an AggregateError of them.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
