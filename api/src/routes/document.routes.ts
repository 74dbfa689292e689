import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError, parseInput } from '../http-errors';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
const FileParams = v.object({ name: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}\.(jpg|png|gif)$/, 'unknown file')) });
const TYPES = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;

/** The picture's real type from its first bytes: the file name and the browser's claim are not trusted. */
export function sniffImage(bytes: Buffer): keyof typeof TYPES | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

/**
 * POST /documents/avatar (multipart, field `file`): jpeg, jpg, png or gif by content, at most 5 MB,
 * stored under DATA_DIR/uploads and served back from the returned URL (public: <img> cannot send
 * the init-data header; names are unguessable UUIDs).
 */
export async function documentRoutes(api: FastifyInstance, { config }: { config: Config }) {
  const dir = path.join(config.dataDir, 'uploads');
  await api.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5 } });

  api.post('/documents/avatar', async (req, reply) => {
    if (!req.isMultipart()) throw new HttpError(400, 'send multipart/form-data with a `file` field', 'body.file');
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw new HttpError(400, 'the `file` field is missing', 'body.file');
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'Файл больше 5 МБ', 'body.file');
      throw error;
    });
    if (!/\.(jpe?g|png|gif)$/i.test(file.filename)) throw new HttpError(400, 'only jpeg, jpg, png or gif', 'body.file');
    const type = sniffImage(bytes);
    if (!type) throw new HttpError(400, 'the file is not a jpeg, png or gif image', 'body.file');
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${type}`;
    await writeFile(path.join(dir, name), bytes);
    return reply.status(201).send({ url: `/api/files/${name}` });
  });

  api.get('/files/:name', async (req, reply) => {
    const { name } = parseInput(FileParams, req.params, 'params');
    const bytes = await readFile(path.join(dir, name)).catch(() => null);
    if (!bytes) throw new HttpError(404, 'File not found');
    const ext = name.split('.').pop() as keyof typeof TYPES;
    return reply.type(TYPES[ext]).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
