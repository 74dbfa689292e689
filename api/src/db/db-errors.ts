/**
 * PostgreSQL errors that mean "someone else got there first": the exclusion constraint on a
 * master's bookings (23P01), a deadlock (40P01) or a serialization failure (40001).
 */
const CONFLICT_CODES = new Set(['23P01', '40P01', '40001']);

export function isConcurrencyConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && CONFLICT_CODES.has(String((error as { code?: unknown }).code));
}
