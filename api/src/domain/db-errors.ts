import { HttpError } from '../http-errors';

/**
 * PostgreSQL errors that mean "someone else got there first": the exclusion constraint on a
 * master's bookings (23P01), a deadlock (40P01) or a serialization failure (40001).
 */
const CONFLICT_CODES = new Set(['23P01', '40P01', '40001']);

function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && CONFLICT_CODES.has(String((error as { code?: unknown }).code));
}

/** Runs `fn`, turning a concurrency conflict into a 409 with a message a client can show. */
export async function conflictAs409<T>(fn: () => Promise<T>, message: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isConflict(error)) throw new HttpError(409, message);
    throw error;
  }
}
