import multipart, { type MultipartFile } from '@fastify/multipart';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { invalid, isDomainError, tooLarge } from '../domain/errors';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { assertUploadAllowed, readGalleryImage, readUpload, storeAvatar, uploadsDir } from '../services/documents.service';
import { BinaryFile } from './route-params';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Stored names are ours (random hex + sniffed extension), so a path can never leave the folder. */
const FileParams = v.object({ name: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}\.(jpg|png|gif)$/, 'unknown file')) });
const GalleryParams = v.object({ name: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.svg$/, 'unknown file')) });
const MALFORMED = 'Не удалось прочитать файл: повреждённые данные формы';

/**
 * The `file` part's bytes. The multipart parser throws plain errors for a broken body (no
 * boundary, truncated part): those are the sender's fault, so 400, never 500; its own 4xx pass on.
 */
async function readFilePart(req: FastifyRequest): Promise<{ file: MultipartFile; bytes: Buffer }> {
  if (!req.isMultipart()) throw invalid('Отправьте файл как multipart/form-data в поле file', 'file');
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw invalid('Нет файла: отправьте его в поле file', 'file');
    return { file, bytes: await file.toBuffer() };
  } catch (error) {
    if (isDomainError(error)) throw error;
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('Файл больше 5 МБ', 'file');
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) throw error;
    throw invalid(MALFORMED, 'file');
  }
}

/**
 * POST /documents/avatar (multipart, field `file`): jpeg, jpg, png or gif by content, at most 5 MB,
 * stored under DATA_DIR/uploads and served back from the returned URL (public: <img> cannot send
 * the init-data header; names are unguessable); at most 30 a user in any 24 hours (429). The rules
 * are in services/documents.service.ts.
 */
export async function documentRoutes(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const dir = uploadsDir(config.dataDir);
  await api.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5 } });

  api.post('/documents/avatar', { schema: { summary: "Upload an avatar (multipart field file; jpeg/png/gif, 5 MB; 30 a day, then 429)", tags: ['files'], response: { 201: schemas.UploadedFileSchema } } }, async (req, reply) => {
    // Refused before the body is read; storeAvatar counts again under the user's lock.
    await assertUploadAllowed(db, req.caller.id);
    const { file, bytes } = await readFilePart(req);
    return reply.status(201).send(await storeAvatar(db, dir, req.caller.id, file.filename, bytes));
  });

  api.get('/files/:name', { config: { public: true }, schema: { summary: "An uploaded file", tags: ['files'], params: FileParams, response: { 200: BinaryFile } } }, async (req, reply) => {
    const { bytes, mime } = await readUpload(dir, req.params.name);
    return reply.type(mime).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });

  // Gallery images of places (place_images.url points here); public like uploads, for <img>.
  api.get('/gallery/:name', { config: { public: true }, schema: { summary: "A gallery image of a place (place.gallery lists them)", tags: ['files'], params: GalleryParams, response: { 200: BinaryFile } } }, async (req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(await readGalleryImage(req.params.name)));
}
