import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { emptyDatabase, signedHeaders, startApi, type ApiProcess } from '../../test-support/api-process';
import { startBotApiStandin } from '../../test-support/bot-api-standin';
import { updates } from '../helper';

// `npm run backup` while bookings are being made, then `npm run restore` into an
// empty database: every booking answered 201 before the backup began is there, with its services,
// and so is the uploaded avatar; a server on the restored data serves them. On the PostgreSQL pass
// with pg_dump and pg_restore; on PGlite the running server makes the dump (its folder is locked),
// and with no server running the script opens the folder itself. A target with data is refused.
const ADMIN = process.env.TEST_DATABASE_URL;
const TOKEN = 'backup-test-token';
const SECRET = 'backup-secret';
const MARIA = 200001; // master of worker 1 (demo data)
const apiDir = path.resolve(import.meta.dirname, '..', '..');
const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('backup test image')]);

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-backup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** `npm run backup` / `npm run restore` as the api package runs them (scripts/*.ts with tsx). */
function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { cwd: apiDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (out += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) => child.once('exit', (code) => (clearTimeout(timer), resolve({ code, out }))));
}

/** A database to start from: an empty one on TEST_DATABASE_URL's server, or none (PGlite in DATA_DIR). */
async function database(): Promise<string> {
  if (!ADMIN) return '';
  const target = await emptyDatabase(ADMIN, 'booking_backup');
  cleanups.push(target.drop);
  return target.url;
}

describe(`npm run backup and npm run restore (${ADMIN ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a backup taken while bookings are made restores every booking acknowledged before it began, and the uploads', async () => {
    const telegram = await startBotApiStandin();
    cleanups.push(() => telegram.close());
    const source = { DATA_DIR: tempDir(), DATABASE_URL: await database() };
    const env = { BOT_TOKEN: TOKEN, DEMO: '1', TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: telegram.apiRoot };
    let api: ApiProcess = await startApi({ ...env, ...source });
    cleanups.push(() => api.stop());
    const as = (id: number) => signedHeaders(TOKEN, { id });
    const post = (url: string, headers: Record<string, string>, body: unknown) => fetch(`${api.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });

    // An avatar in DATA_DIR/uploads, and master 1 on the paid plan (no monthly limit), paid in Stars.
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${api.base}/documents/avatar`, { method: 'POST', headers: { 'x-telegram-init-data': as(MARIA)['x-telegram-init-data']! }, body: form });
    expect(uploaded.status).toBe(201);
    const avatar = ((await uploaded.json()) as { url: string }).url.split('/').pop()!;
    const { invoice } = await (await post('/payments/subscriptions', as(MARIA), { plan_id: 2 })).json();
    expect((await post('/telegram/webhook', { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      updates.successfulPayment(1, MARIA, { payload: invoice.payload, amount: invoice.amount, charge: 'backup-charge', recurring: 'first' }))).status).toBe(200);
    const jobs: { timeslot_id: number; time_start: string }[] = [];
    for (let d = 2; d <= 12; d++) {
      const [day] = await (await fetch(`${api.base}/timeslots/1/${moscowDate(d)}`, { headers: as(100001) })).json();
      for (const t of day.timeslots.filter((x: { status: string }) => x.status === 'free')) {
        for (let m = Number(t.time_start.slice(0, 2)) * 60; m + 30 <= Number(t.time_end.slice(0, 2)) * 60; m += 30) {
          jobs.push({ timeslot_id: t.id, time_start: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` });
        }
      }
    }

    // Four clients book one time after another until the backup has finished.
    const acked: { id: number; client: number }[] = [];
    let running = true;
    const lane = async (n: number) => {
      const client = 830_000 + n;
      while (running && jobs.length > 0) {
        const res = await post('/bookings/', as(client), { telegram_id: client, place_id: 1, service_ids: [2], ...jobs.shift()! });
        if (res.status === 201) acked.push({ id: ((await res.json()) as { id: number }).id, client });
        else expect([409]).toContain(res.status);
      }
    };
    const lanes = Array.from({ length: 4 }, (_, i) => lane(i));
    await vi.waitUntil(() => acked.length >= 10, { timeout: 30_000, interval: 20 });
    const before = [...acked];
    const backupDir = tempDir();
    const made = await script('backup', [backupDir], source);
    const during = acked.length - before.length;
    running = false;
    await Promise.all(lanes);
    expect(made.code, made.out).toBe(0);
    expect(during, 'bookings made while the backup ran').toBeGreaterThan(0);
    const [folder] = readdirSync(backupDir);
    expect(folder).toMatch(/^booking-\d{8}T\d{6}Z$/);
    expect(statSync(path.join(backupDir, folder!)).mode & 0o077).toBe(0);

    // Into an empty database and an empty DATA_DIR.
    const restored = { DATA_DIR: tempDir(), DATABASE_URL: await database() };
    const back = await script('restore', [path.join(backupDir, folder!)], restored);
    expect(back.code, back.out).toBe(0);
    expect(readFileSync(path.join(restored.DATA_DIR, 'uploads', avatar))).toEqual(PNG);
    // Again into the same target: it holds data now, so it is refused and left as it was.
    const again = await script('restore', [path.join(backupDir, folder!)], restored);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(ADMIN ? /has \d+ tables: restore only into an empty database, or add --force/ : /is not empty: restore only into an empty DATA_DIR, or add --force/);

    // A server on the restored data serves every booking acknowledged before the backup began.
    await api.stop();
    if (!ADMIN) {
      // No server on the folder now: the script opens it itself.
      const offline = await script('backup', [tempDir()], source);
      expect(offline.code, offline.out).toBe(0);
    }
    api = await startApi({ ...env, ...restored });
    const found = new Map<number, string>();
    for (const client of new Set(before.map((b) => b.client))) {
      const list = (await (await fetch(`${api.base}/bookings/telegram_id/${client}`, { headers: as(client) })).json()) as { id: number; status: string; services: unknown[] }[];
      for (const b of list) found.set(b.id, `${b.status}:${b.services.length}`);
    }
    expect(before.filter((b) => found.get(b.id) !== 'confirmed:1').map((b) => b.id), 'acknowledged before the backup, missing after the restore').toEqual([]);
    expect((await fetch(`${api.base}/files/${avatar}`)).status).toBe(200);
    expect(existsSync(path.join(backupDir, `${folder}.partial`))).toBe(false);
  }, 180_000);
});
