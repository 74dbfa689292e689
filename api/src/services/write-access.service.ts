import type { Database } from '../db/database';
import { now } from '../domain/clock';
import { notFound } from '../domain/errors';
import * as users from '../db/queries/users.queries';

/**
 * How long the app waits after a refusal before it asks for write access again. Kept on
 * the server, so the rule holds across the user's devices.
 */
export const WRITE_ACCESS_ASK_AGAIN_MS = 30 * 86_400_000;

export interface WriteAccessState {
  allowed: boolean;
  refused_at: string | null;
  ask: boolean;
}

function stateOf(access: { allowed: boolean; refusedAt: Date | null }, at: Date): WriteAccessState {
  const refusedRecently = access.refusedAt !== null && at.getTime() - access.refusedAt.getTime() < WRITE_ACCESS_ASK_AGAIN_MS;
  return { allowed: access.allowed, refused_at: access.refusedAt?.toISOString() ?? null, ask: !access.allowed && !refusedRecently };
}

/** Whether the bot may write to the caller, and whether the app should ask them now. */
export async function getWriteAccess(db: Database, callerId: number): Promise<WriteAccessState> {
  const access = await users.findWriteAccess(db, callerId);
  if (!access) throw notFound('not_found.user');
  return stateOf(access, now());
}

/**
 * Stores the caller's answer to the app's requestWriteAccess: allowed gives the bot consent (as
 * Telegram's `write_access_allowed` update does); refused is remembered with the server's clock.
 */
export async function answerWriteAccess(db: Database, callerId: number, allowed: boolean): Promise<WriteAccessState> {
  if (allowed) await users.allowWriteAccess(db, callerId);
  else await users.refuseWriteAccess(db, callerId, now());
  return getWriteAccess(db, callerId);
}
