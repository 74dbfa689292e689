import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import * as users from '../db/queries/users.queries';

/** The caller's own user record and uploads (a user never reads other users). */

/** The caller as a one-item list. */
export async function listCaller(db: Database, callerId: number) {
  const user = await users.findUser(db, callerId);
  return user ? [user] : [];
}

/** A user by id: only the caller themselves; anyone else reads as unknown. */
export async function getUser(db: Database, callerId: number, id: number) {
  if (id !== callerId) throw new HttpError(404, 'User not found');
  const user = await users.findUser(db, id);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/**
 * Stores an uploaded image under `dir` with a random name and records it with its uploader; the
 * bytes go first, then the row: a crash leaves at most an orphan file, never a row without bytes.
 */
export async function storeUpload(db: Database, dir: string, callerId: number, bytes: Buffer, type: { ext: string; mime: string }) {
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID().replace(/-/g, '')}.${type.ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  await users.insertUpload(db, { name, userId: callerId, mime: type.mime, size: bytes.length });
  return { url: `/api/files/${name}` };
}
