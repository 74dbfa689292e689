import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import * as uploads from '../db/queries/uploads.queries';
import { now } from '../domain/clock';
import { invalid, notFound, tooMany } from '../domain/errors';
import { MIME_BY_EXT, sniffImage } from '../domain/image-type';

/** Avatars the masters upload, and the seeded places' gallery images. */

/** The seeded places' gallery images, shipped with the API (our own drawings). */
const GALLERY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/gallery');

/** Where uploads are stored: DATA_DIR/uploads. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const DAY_MS = 24 * 3600_000;
/** Uploads a user may make in any 24 hours (a rolling window on the server's clock). */
export const MAX_UPLOADS_PER_DAY = 30;
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|gif)$/;

/** Refuses the caller's upload when the last 24 hours hold the day's allowance already. */
export async function assertUploadAllowed(db: Database, callerId: number): Promise<void> {
  if ((await uploads.countUploadsSince(db, callerId, new Date(now().getTime() - DAY_MS))) >= MAX_UPLOADS_PER_DAY) throw tooMany('upload.too_many', { max: MAX_UPLOADS_PER_DAY }, 'file');
}

/**
 * An avatar (docs/product.md, Form rules: jpeg, jpg, png or gif): the name must say so and the bytes must be one
 * (a name is whatever the sender says; the magic bytes are what a browser will decode). Stored under
 * `dir` with a random name and recorded with its uploader; the bytes go first, then the row: a
 * crash leaves at most an orphan file (the sweep removes it), never a row without bytes. The row is
 * written only within the daily cap, counted under the user's row lock.
 */
export async function storeAvatar(db: Database, dir: string, callerId: number, filename: string, bytes: Buffer) {
  if (!/\.(jpe?g|png|gif)$/i.test(filename)) throw invalid('upload.bad_extension', 'file');
  const type = sniffImage(bytes);
  if (!type) throw invalid('upload.not_image', 'file');
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID().replace(/-/g, '')}.${type.ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  const at = now();
  const stored = await db.transaction((tx) =>
    uploads.insertUploadWithin(tx, { name, userId: callerId, mime: type.mime, size: bytes.length, at }, MAX_UPLOADS_PER_DAY, new Date(at.getTime() - DAY_MS)),
  );
  if (!stored) {
    await unlink(path.join(dir, name)).catch(() => undefined);
    throw tooMany('upload.too_many', { max: MAX_UPLOADS_PER_DAY }, 'file');
  }
  return { url: `/api/files/${name}` };
}

/**
 * Removes uploads older than a day that nothing refers to (no master's, business's or place's avatar,
 * gallery image or photo is its URL): their rows in one statement that checks the references, under
 * the lock that makes writers of references wait (several processes: one deletes, the others find
 * nothing), then their files; and files on disk older than a day with no row (a crash between the
 * bytes and the row). Returns the names of the files it removed.
 */
export async function sweepUploads(db: Database, dir: string): Promise<string[]> {
  const before = new Date(now().getTime() - DAY_MS);
  const gone = await db.transaction((tx) => uploads.deleteUnreferencedUploads(tx, before));
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names.filter((n) => STORED_NAME.test(n) && !gone.includes(n))) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && info.mtimeMs < before.getTime()) old.push(name);
  }
  const known = old.length > 0 ? await uploads.knownUploads(db, old) : new Set<string>();
  const removed: string[] = [];
  // Another process's sweep may unlink the same file at once: only the one whose unlink succeeds says so.
  for (const name of [...gone, ...old.filter((n) => !known.has(n))]) {
    if (await unlink(path.join(dir, name)).then(() => true, () => false)) removed.push(name);
  }
  return removed;
}

/** Runs sweepUploads at start and every `everyMs` (an hour); returns a stop function. */
export function keepUploadsSwept(db: Database, dir: string, { everyMs = 3600_000, onError = (e: unknown) => console.error('upload sweep failed', e) } = {}): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweepUploads(db, dir);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** An uploaded file by its stored name (the route's schema lets only our own names through). */
export async function readUpload(dir: string, name: string): Promise<{ bytes: Buffer; mime: string }> {
  const bytes = await readFile(path.join(dir, name)).catch(() => null);
  if (!bytes) throw notFound('not_found.file');
  return { bytes, mime: MIME_BY_EXT[name.split('.').pop()!]! };
}

/** A gallery image of a place (place.gallery lists their URLs). */
export async function readGalleryImage(name: string): Promise<Buffer> {
  const bytes = await readFile(path.join(GALLERY_DIR, path.basename(name))).catch(() => null);
  if (!bytes) throw notFound('not_found.file');
  return bytes;
}
