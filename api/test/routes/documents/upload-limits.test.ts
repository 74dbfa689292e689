import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { lockUploadReferences } from '../../../src/db/queries/uploads.queries';
import { sweepUploads, uploadsDir } from '../../../src/services/documents.service';
import { initDataFor, useApp } from '../../helper';

// Uploads: 30 a user in any 24 hours; files nothing refers to are removed after a day.
const ctx = useApp({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'booking-uploads-')) });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const TOO_MANY = 'Можно загрузить не больше 30 файлов за сутки. Попробуйте позже.';
const MARIA = 200001;
const T0 = Date.parse('2031-03-10T09:00:00Z');
const at = (hours: number) => setClock(new Date(T0 + hours * 3600_000));
const dir = () => uploadsDir(ctx.config.dataDir);
const nameOf = (url: string) => url.split('/').pop()!;

beforeAll(() => at(0));
afterAll(() => setClock(null));

function upload(userId: number) {
  const boundary = '----booking-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST', url: '/api/documents/avatar', payload: body,
    headers: { 'x-telegram-init-data': initDataFor({ id: userId }), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const rowExists = async (name: string) => (await ctx.db.query('SELECT 1 FROM uploaded_files WHERE name = $1', [name])).rows.length > 0;

describe('at most 30 uploads a day', () => {
  it('answers the 31st in 24 hours with 429 and a Russian message, counts per user, and frees up 24 hours after', async () => {
    const user = 500001;
    for (let i = 0; i < 30; i++) expect((await upload(user)).statusCode).toBe(201);
    at(23);
    const refused = await upload(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: TOO_MANY, field: 'file' });
    expect((await upload(500002)).statusCode).toBe(201);
    at(24.1); // the first uploads are now more than 24 hours old
    expect((await upload(user)).statusCode).toBe(201);
  });

  it('counts uploads sent at once: 35 together, exactly 30 stored', async () => {
    const user = 500003;
    const codes = (await Promise.all(Array.from({ length: 35 }, () => upload(user)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const { rows } = await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM uploaded_files WHERE user_id = $1', [user]);
    expect(Number(rows[0]!.n)).toBe(30);
  });

  it('a new master registers with the avatar they uploaded', async () => {
    const user = 500004;
    const { url } = (await upload(user)).json();
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/registration/worker', headers: { 'x-telegram-init-data': initDataFor({ id: user }) },
      payload: { telegram_id: user, business_name: 'Ника', place_name: 'Ника', place_address: 'Онлайн', place_contacts: { phone: '8 (999) 000-11-22' }, worker_title: 'Ника', worker_description: 'Массаж лица и шеи', worker_avatar: url },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('the sweep of uploads nothing refers to', () => {
  it('removes a day-old unreferenced upload (file and row) and keeps referenced and recent ones and the rest', async () => {
    at(100);
    const used = nameOf((await upload(MARIA)).json().url);
    const unused = nameOf((await upload(MARIA)).json().url);
    const patch = await ctx.app.inject({
      method: 'PATCH', url: '/api/registration/worker', headers: { 'x-telegram-init-data': initDataFor({ id: MARIA }) },
      payload: { telegram_id: MARIA, worker_avatar: `/api/files/${used}` },
    });
    expect(patch.statusCode).toBe(200);
    at(123);
    expect(await sweepUploads(ctx.db, dir())).not.toContain(unused); // not a day old yet
    at(124.1);
    const recent = nameOf((await upload(MARIA)).json().url);
    const removed = await sweepUploads(ctx.db, dir());
    expect(removed).toContain(unused);
    expect(removed).not.toContain(used);
    expect(removed).not.toContain(recent);
    expect(await rowExists(unused)).toBe(false);
    expect(existsSync(path.join(dir(), unused))).toBe(false);
    expect((await ctx.app.inject({ url: `/api/files/${unused}` })).statusCode).toBe(404);
    for (const kept of [used, recent]) {
      expect(await rowExists(kept)).toBe(true);
      expect((await ctx.app.inject({ url: `/api/files/${kept}` })).statusCode).toBe(200);
    }
  });

  it('removes a day-old file with no row (a crash between the bytes and the row), not a fresh one', async () => {
    const old = `${'a'.repeat(32)}.png`;
    const fresh = `${'b'.repeat(32)}.png`;
    writeFileSync(path.join(dir(), old), PNG);
    writeFileSync(path.join(dir(), fresh), PNG);
    const longAgo = (T0 + 200 * 3600_000 - 25 * 3600_000) / 1000;
    utimesSync(path.join(dir(), old), longAgo, longAgo);
    utimesSync(path.join(dir(), fresh), (T0 + 200 * 3600_000) / 1000, (T0 + 200 * 3600_000) / 1000);
    at(200);
    const removed = await sweepUploads(ctx.db, dir());
    expect(removed).toContain(old);
    expect(removed).not.toContain(fresh);
    expect(existsSync(path.join(dir(), fresh))).toBe(true);
  });

  it('does not delete an upload that a transaction in flight is making a reference to', async () => {
    at(300);
    const name = nameOf((await upload(MARIA)).json().url);
    at(330);
    // A writer (as the profile form's save does) has taken the reference lock and set a place's
    // avatar to the upload, and has not committed yet, when the sweep starts.
    let referenced!: () => void;
    let commit!: () => void;
    const madeReference = new Promise<void>((resolve) => (referenced = resolve));
    const writer = ctx.db.transaction(async (tx) => {
      await lockUploadReferences(tx);
      await tx.query('UPDATE places SET avatar = $1 WHERE id = 2', [`/api/files/${name}`]);
      referenced();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await madeReference;
    const sweep = sweepUploads(ctx.db, dir());
    // On PostgreSQL the sweep waits for the reference lock on a connection of its own; on PGlite's one
    // connection it is queued behind the writer's transaction, with nothing to wait for.
    if (ctx.db.kind === 'postgres') {
      const waiting = `SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE d.datname = current_database() AND l.locktype = 'advisory' AND NOT l.granted`;
      await vi.waitUntil(async () => (await ctx.db.query(waiting)).rows.length > 0, { timeout: 4_000, interval: 20 });
    }
    commit();
    await writer;
    expect(await sweep).not.toContain(name);
    expect(await rowExists(name)).toBe(true);
    expect(existsSync(path.join(dir(), name))).toBe(true);
  });

  it('two sweeps at once delete each upload once', async () => {
    at(400);
    const name = nameOf((await upload(MARIA)).json().url);
    at(430);
    const [a, b] = await Promise.all([sweepUploads(ctx.db, dir()), sweepUploads(ctx.db, dir())]);
    expect([...a, ...b].filter((n) => n === name)).toEqual([name]);
    expect(await rowExists(name)).toBe(false);
  });
});
