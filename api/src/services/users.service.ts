import type { Database } from '../db/database';
import { notFound } from '../domain/errors';
import * as users from '../db/queries/users.queries';

/** The caller's own user record and uploads (a user never reads other users). */

/** The caller as a one-item list. */
export async function listCaller(db: Database, callerId: number) {
  const user = await users.findUser(db, callerId);
  return user ? [user] : [];
}

/** A user by id: only the caller themselves; anyone else reads as unknown. */
export async function getUser(db: Database, callerId: number, id: number) {
  if (id !== callerId) throw notFound('not_found.user');
  const user = await users.findUser(db, id);
  if (!user) throw notFound('not_found.user');
  return user;
}
