import type { ClientCard, ClientSummary } from '@booking/contracts/analytics';
import type { Database, Queryable } from '../db/database';
import { lockWorkerWithTimezone, readWorkerOwner } from '../db/queries/workers.queries';
import { isClientOf, readClientCard, saveBlocked, saveNote } from '../db/queries/clients.queries';
import type { FigureReads } from '../speed/figures';
import { now, wallClock } from '../domain/clock';
import { invalid, notFound } from '../domain/errors';
import { ownWorker } from './ownership';

/**
 * A master's clients: the list, a client's card, the master's private note and the block.
 * Only the worker's master (others: 403, as the cabinet's other calls); a user with no booking with
 * this master is no client of theirs (404), whoever else they booked with. Whether a client is
 * blocked is read where booking happens: db/queries/client-blocks.queries.ts (isClientBlocked).
 */

export const DEFAULT_CLIENTS_PAGE = 20;

/** 'YYYY-MM-DD HH:MM:00' on the master's wall clock: what a booking's start is compared with. */
function wallNow(timezone: string | null): string {
  const c = wallClock(timezone, now());
  return `${c.date} ${String(Math.floor(c.minutes / 60)).padStart(2, '0')}:${String(c.minutes % 60).padStart(2, '0')}:00`;
}

async function ownedWorker(db: Database, callerId: number, workerId: number) {
  return ownWorker(await readWorkerOwner(db, workerId), callerId);
}

export async function listWorkerClients(
  reads: FigureReads,
  db: Database,
  callerId: number,
  workerId: number,
  q: { q?: string; sort?: 'last_visit' | 'visits' | 'spent'; limit?: number; before?: number },
): Promise<ClientSummary[]> {
  const worker = await ownedWorker(db, callerId, workerId);
  // '@name' finds the username 'name'.
  const search = (q.q ?? '').trim().replace(/^@/, '');
  const before = q.before ?? null;
  const page = await reads.clients(db, workerId, { nowLocal: wallNow(worker.timezone), sort: q.sort ?? 'last_visit', search, before, limit: q.limit ?? DEFAULT_CLIENTS_PAGE });
  // An empty page is the end of the list, unless the cursor was never a client of this master.
  if (page.length === 0 && before !== null && !(await isClientOf(db, workerId, before))) throw invalid('list.unknown_client', 'before');
  return page;
}

export async function getWorkerClient(db: Database, callerId: number, workerId: number, telegramId: number): Promise<ClientCard> {
  const worker = await ownedWorker(db, callerId, workerId);
  const card = await readClientCard(db, workerId, telegramId, wallNow(worker.timezone));
  if (!card) throw notFound('not_found.client');
  return card;
}

/**
 * A change of what the master keeps about a client. The block is written under the master's row lock,
 * which bookings of that master hold while they read it: a booking in flight commits first, and every
 * later one sees the block. The note needs no lock.
 */
async function changeClient(db: Database, callerId: number, workerId: number, telegramId: number, lock: boolean, write: (tx: Queryable) => Promise<void>) {
  await db.transaction(async (tx) => {
    ownWorker(await (lock ? lockWorkerWithTimezone : readWorkerOwner)(tx, workerId), callerId);
    if (!(await isClientOf(tx, workerId, telegramId))) throw notFound('not_found.client');
    await write(tx);
  });
}

export async function saveClientNote(db: Database, callerId: number, workerId: number, telegramId: number, note: string) {
  await changeClient(db, callerId, workerId, telegramId, false, (tx) => saveNote(tx, workerId, telegramId, note, now()));
  return { telegram_id: telegramId, note };
}

export async function setClientBlocked(db: Database, callerId: number, workerId: number, telegramId: number, blocked: boolean) {
  await changeClient(db, callerId, workerId, telegramId, true, (tx) => saveBlocked(tx, workerId, telegramId, blocked, now()));
  return { telegram_id: telegramId, blocked };
}
