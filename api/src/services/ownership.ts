import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../domain/errors';
import { lockWorkerWithTimezone, type WorkerOwnerRow } from '../db/queries/workers.queries';

export interface OwnedWorker {
  id: number;
  user_id: number | null;
  timezone: string | null;
}

/**
 * The worker, if the caller is its master. Unknown worker: 404. Someone else's: 403. The caller
 * comes from verified init data, never from the request body.
 */
export async function requireOwnWorker(db: Queryable, callerId: number, workerId: number): Promise<OwnedWorker> {
  // Locked: every change to a master's schedule, and every booking and move (bookings.queries.ts), holds
  // the master's row first, so they queue up instead of racing. A read reads the worker with its rows
  // and checks it with ownWorker (a row lock outside a transaction is a write and a commit on PostgreSQL).
  return ownWorker(await lockWorkerWithTimezone(db, workerId), callerId);
}

/** A worker row read elsewhere (undefined: not found), if the caller is its master: 404 / 403 as requireOwnWorker. */
export function ownWorker(worker: WorkerOwnerRow | undefined, callerId: number): OwnedWorker {
  if (!worker) throw notFound('not_found.worker');
  if (worker.user_id === null || Number(worker.user_id) !== callerId) throw forbidden('auth.not_own_worker');
  return { id: Number(worker.id), user_id: Number(worker.user_id), timezone: worker.timezone };
}
