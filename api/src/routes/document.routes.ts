import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart, { type MultipartFile } from '@fastify/multipart';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import { MIME_BY_EXT, sniffImage } from '../domain/image-type';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { storeUpload } from '../services/users.service';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Stored names are ours (random hex + sniffed extension), so a path can never leave the folder. */
const FileParams = v.object({ name: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}\.(jpg|png|gif)$/, 'unknown file')) });
const MALFORMED = 'Не удалось прочитать файл: повреждённые данные формы';
/** The seeded places' gallery images, shipped with the API (our own drawings). */
const GALLERY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/gallery');
const GalleryParams = v.object({ name: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.svg$/, 'unknown file')) });

/**
 * The `file` part's bytes. The multipart parser throws plain errors for a broken body (no
 * boundary, truncated part): those are the sender's fault, so 400, never 500; its own 4xx pass on.
 */
async function readFilePart(req: FastifyRequest): Promise<{ file: MultipartFile; bytes: Buffer }> {
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw new HttpError(400, 'Нет файла: отправьте его в поле file', 'file');
    return { file, bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'Файл больше 5 МБ', 'file');
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) throw error;
    throw new HttpError(400, MALFORMED, 'file');
  }
}

/**
 * POST /documents/avatar (multipart, field `file`): jpeg, jpg, png or gif by content, at most 5 MB,
 * stored under DATA_DIR/uploads (recorded in uploaded_files with the uploader) and served back
 * from the returned URL (public: <img> cannot send the init-data header; names are unguessable).
 */
export async function documentRoutes(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const dir = path.join(config.dataDir, 'uploads');
  await api.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5 } });

  api.post('/documents/avatar', { schema: { summary: "Upload an avatar (multipart field file; jpeg/png/gif, 5 MB)", tags: ['files'] } }, async (req, reply) => {
    if (!req.isMultipart()) throw new HttpError(400, 'Отправьте файл как multipart/form-data в поле file', 'file');
    const { file, bytes } = await readFilePart(req);
    if (!/\.(jpe?g|png|gif)$/i.test(file.filename)) throw new HttpError(400, 'Подходят только jpeg, jpg, png или gif', 'file');
    const type = sniffImage(bytes);
    if (!type) throw new HttpError(400, 'Файл не похож на изображение jpeg, png или gif', 'file');
    return reply.status(201).send(await storeUpload(db, dir, req.caller.id, bytes, type));
  });

  api.get('/files/:name', { schema: { summary: "An uploaded file", tags: ['files'], params: FileParams } }, async (req, reply) => {
    const { name } = req.params;
    const bytes = await readFile(path.join(dir, name)).catch(() => null);
    if (!bytes) throw new HttpError(404, 'Файл не найден');
    return reply.type(MIME_BY_EXT[name.split('.').pop()!]!).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });

  // Gallery images of places (place_images.url points here); public like uploads, for <img>.
  api.get('/gallery/:name', { schema: { summary: "A gallery image of a place (place.gallery lists them)", tags: ['files'], params: GalleryParams } }, async (req, reply) => {
    const { name } = req.params;
    const bytes = await readFile(path.join(GALLERY_DIR, name)).catch(() => null);
    if (!bytes) throw new HttpError(404, 'Файл не найден');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(bytes);
  });
}
