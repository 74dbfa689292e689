import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ops } from '@booking/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { invalid, isDomainError, tooLarge } from '../domain/errors';
import { route } from '../plugins/operation-route';
import { assertUploadAllowed, readGalleryImage, readUpload, storeAvatar, uploadsDir } from '../services/documents.service';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/**
 * The `file` part's bytes. The multipart parser throws plain errors for a broken body (no
 * boundary, truncated part): those are the sender's fault, so 400, never 500; its own 4xx pass on.
 */
async function readFilePart(req: FastifyRequest): Promise<{ file: MultipartFile; bytes: Buffer }> {
  if (!req.isMultipart()) throw invalid('upload.not_multipart', 'file');
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw invalid('upload.no_file', 'file');
    return { file, bytes: await file.toBuffer() };
  } catch (error) {
    if (isDomainError(error)) throw error;
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('upload.too_large', 'file');
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) throw error;
    throw invalid('upload.malformed', 'file');
  }
}

/**
 * POST /documents/avatar (multipart, field `file`): jpeg, jpg, png or gif by content, at most 5 MB,
 * stored under DATA_DIR/uploads and served back from the returned URL (public: <img> cannot send
 * the init-data header; names are unguessable); at most 30 a user in any 24 hours (429). The rules
 * are in services/documents.service.ts.
 */
export async function documentRoutes(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  const dir = uploadsDir(config.dataDir);
  await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5 } });

  route(app, ops.uploadAvatar, async (req) => {
    // Refused before the body is read; storeAvatar counts again under the user's lock.
    await assertUploadAllowed(db, req.caller.id);
    const { file, bytes } = await readFilePart(req);
    return storeAvatar(db, dir, req.caller.id, file.filename, bytes);
  });

  route(app, ops.getFile, async (req, reply) => {
    const { bytes, mime } = await readUpload(dir, req.params.name);
    return reply.type(mime).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });

  // Gallery images of places (place_images.url points here); public like uploads, for <img>.
  route(app, ops.getGalleryImage, async (req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(await readGalleryImage(req.params.name)));
}
