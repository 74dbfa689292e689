import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANNA, initDataFor, useApp } from '../../helper';

const ctx = useApp({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'booking-docs-')) });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function upload(filename: string, bytes: Buffer, field = 'file', headers: Record<string, string> = { 'x-telegram-init-data': initDataFor({ id: ANNA }) }) {
  const boundary = '----booking-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: '/api/documents/avatar', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

describe('POST /api/documents/avatar', () => {
  it('stores a real image and serves it back from the returned URL', async () => {
    const res = await upload('me.png', PNG);
    expect(res.statusCode).toBe(201);
    const file = await ctx.app.inject({ url: res.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('checks the content, not the name: a text file called .png is refused', async () => {
    const res = await upload('me.png', Buffer.from('hello, not an image'));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('file');
  });

  it('refuses other extensions, a missing field, files over 5 MB, and callers without init data', async () => {
    expect((await upload('me.bmp', PNG)).statusCode).toBe(400);
    expect((await upload('me.png', PNG, 'picture')).statusCode).toBe(400);
    expect((await upload('big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))).statusCode).toBe(413);
    expect((await upload('me.png', PNG, 'file', {})).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });

  it('answers a broken multipart body with 400, never 500', async () => {
    const headers = { 'x-telegram-init-data': initDataFor({ id: ANNA }) };
    const send = (contentType: string, payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/documents/avatar', headers: { ...headers, 'content-type': contentType }, payload });
    expect((await send('multipart/form-data', 'no boundary at all')).statusCode).toBe(400);
    expect((await send('multipart/form-data; boundary=XyZ', 'not a multipart body')).statusCode).toBe(400);
    const truncated = await send('multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().field).toBe('file');
  });

  it('records who uploaded each stored file', async () => {
    const res = await upload('me.png', PNG);
    const name = res.json().url.split('/').pop();
    const { rows } = await ctx.db.query<{ user_id: number; mime: string; size: number }>('SELECT user_id, mime, size FROM uploaded_files WHERE name = $1', [name]);
    expect(rows.map((r) => ({ user_id: Number(r.user_id), mime: r.mime, size: Number(r.size) }))).toEqual([{ user_id: ANNA, mime: 'image/png', size: PNG.length }]);
  });
});
