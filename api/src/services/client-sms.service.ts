import type { Database } from '../db/database';
import * as q from '../db/queries/sms-usage.queries';
import { now } from '../domain/clock';
import { notFound } from '../domain/errors';
import { requireOwnWorker } from './ownership';

/**
 * The SMS of a master's clients who have no messenger the bot may write to (the outbox runner sends
 * them, services/outbox-runner.ts): the master's switch, and the month's billed parts against the
 * plan's cap. Past the cap, or switched off, bookings go on as ever, without the SMS.
 */

/** GET /workers/{id}/client-sms (the master only). */
export async function getClientSms(db: Database, callerId: number, workerId: number) {
  await requireOwnWorker(db, callerId, workerId);
  const allowance = await q.smsAllowance(db, workerId, now());
  if (!allowance) throw notFound('not_found.worker');
  return { enabled: allowance.enabled, used: allowance.used, max: allowance.max, month: allowance.month };
}

/** PUT /workers/{id}/client-sms: the switch. */
export async function setClientSms(db: Database, callerId: number, workerId: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    await requireOwnWorker(tx, callerId, workerId);
    await q.setClientSms(tx, workerId, enabled);
  });
  return getClientSms(db, callerId, workerId);
}
