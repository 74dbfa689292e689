import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import * as users from '../db/queries/users.queries';
import { invalid, notFound } from '../domain/errors';
import { MIME_BY_EXT, sniffImage } from '../domain/image-type';

/** Avatars the masters upload, and the seeded places' gallery images. */

/** The seeded places' gallery images, shipped with the API (our own drawings). */
const GALLERY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/gallery');

/**
 * An avatar (spec section 4: jpeg, jpg, png or gif): the name must say so and the bytes must be one
 * (a name is whatever the sender says; the magic bytes are what a browser will decode). Stored under
 * `dir` with a random name and recorded with its uploader; the bytes go first, then the row: a
 * crash leaves at most an orphan file, never a row without bytes.
 */
export async function storeAvatar(db: Database, dir: string, callerId: number, filename: string, bytes: Buffer) {
  if (!/\.(jpe?g|png|gif)$/i.test(filename)) throw invalid('Подходят только jpeg, jpg, png или gif', 'file');
  const type = sniffImage(bytes);
  if (!type) throw invalid('Файл не похож на изображение jpeg, png или gif', 'file');
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID().replace(/-/g, '')}.${type.ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  await users.insertUpload(db, { name, userId: callerId, mime: type.mime, size: bytes.length });
  return { url: `/api/files/${name}` };
}

/** An uploaded file by its stored name (the route's schema lets only our own names through). */
export async function readUpload(dir: string, name: string): Promise<{ bytes: Buffer; mime: string }> {
  const bytes = await readFile(path.join(dir, name)).catch(() => null);
  if (!bytes) throw notFound('Файл не найден');
  return { bytes, mime: MIME_BY_EXT[name.split('.').pop()!]! };
}

/** A gallery image of a place (place.gallery lists their URLs). */
export async function readGalleryImage(name: string): Promise<Buffer> {
  const bytes = await readFile(path.join(GALLERY_DIR, path.basename(name))).catch(() => null);
  if (!bytes) throw notFound('Файл не найден');
  return bytes;
}
