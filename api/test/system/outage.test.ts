import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { signedHeaders, startApi } from '../../test-support/api-process';
import { startBotApiStandin } from '../../test-support/bot-api-standin';
import { proxiedDatabase } from '../../test-support/tcp-proxy';
import { updates } from '../helper';

// PostgreSQL goes away under load and comes back. The API process reaches its
// database through a TCP proxy that the test cuts (every connection destroyed, new ones refused) and
// restores; the server of TEST_DATABASE_URL itself is never touched. While it is cut, every request
// is answered (503 with Retry-After, never a 500 or a hang), liveness stays 200 and readiness says
// 503; once it is back the same process serves again, and every booking answered 201 is there.
// PostgreSQL pass only.
const ADMIN = process.env.TEST_DATABASE_URL;
const TOKEN = 'outage-test-token';
const SECRET = 'outage-secret';
const MARIA = 200001; // master of worker 1 (demo data)
const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!ADMIN)('a PostgreSQL outage under load', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('answers 503 with Retry-After while the database is cut, loses no acknowledged booking, and serves again when it is back', async () => {
    const { url: viaProxy, directUrl, proxy, close } = await proxiedDatabase(ADMIN!, 'booking_outage');
    cleanups.push(close);
    const telegram = await startBotApiStandin();
    cleanups.push(() => telegram.close());
    const api = await startApi({
      DATABASE_URL: viaProxy, BOT_TOKEN: TOKEN, DEMO: '1', TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: telegram.apiRoot,
      DB_CONNECT_TIMEOUT_MS: '1000',
    });
    cleanups.push(() => api.stop());
    const as = (id: number) => signedHeaders(TOKEN, { id });
    const post = (url: string, headers: Record<string, string>, body: unknown) =>
      fetch(`${api.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });

    // Master 1 on the paid plan (no monthly limit), paid in Stars as the app does it.
    const { invoice } = await (await post('/payments/subscriptions', as(MARIA), { plan_id: 2 })).json();
    const paid = await post('/telegram/webhook', { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      updates.successfulPayment(1, MARIA, { payload: invoice.payload, amount: invoice.amount, charge: 'outage-charge', recurring: 'first' }));
    expect(paid.status).toBe(200);
    const jobs: { timeslot_id: number; time_start: string }[] = [];
    for (let d = 2; d <= 12; d++) {
      const [day] = await (await fetch(`${api.base}/timeslots/1/${moscowDate(d)}`, { headers: as(100001) })).json();
      for (const t of day.timeslots.filter((x: { status: string }) => x.status === 'free')) {
        for (let m = Number(t.time_start.slice(0, 2)) * 60; m + 30 <= Number(t.time_end.slice(0, 2)) * 60; m += 30) {
          jobs.push({ timeslot_id: t.id, time_start: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` });
        }
      }
    }
    expect(jobs.length).toBeGreaterThan(100);

    type Answer = { status: number; retryAfter: string | null; message?: string; id?: number; phase: string };
    const answers: Answer[] = [];
    const failures: string[] = [];
    let phase = 'before';
    let running = true;
    const loadUntil = Date.now() + 45_000; // bounded whatever happens
    // Odd lanes book while free times last, even lanes read a day (its caller's profile compared beside it).
    const lane = async (n: number) => {
      const client = 810_000 + n;
      while (running && Date.now() < loadUntil) {
        const job = n % 2 ? (jobs.shift() ?? null) : null;
        const at = phase;
        try {
          const res = job
            ? await post('/bookings/', as(client), { telegram_id: client, place_id: 1, service_ids: [2], ...job })
            : await fetch(`${api.base}/timeslots/1/${moscowDate(2 + (Date.now() % 10))}`, { headers: as(client), signal: AbortSignal.timeout(15_000) });
          const body = await res.json();
          answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), message: body.message, id: res.status === 201 ? body.id : undefined, phase: at });
          // As a client would: a time not booked because the service was out is tried again later.
          if (job && res.status === 503) jobs.push(job);
        } catch (error) {
          failures.push(`${at}: ${(error as Error).message}`);
        }
        if (!job) await sleep(20);
      }
    };
    const lanes = Array.from({ length: 8 }, (_, i) => lane(i));
    const acked = (p: string) => answers.filter((a) => a.id !== undefined && a.phase === p).length;
    while (acked('before') < 15 && Date.now() < loadUntil) await sleep(20);

    phase = 'cut';
    await proxy.cut();
    // Until the process has noticed: readiness says so once its database does not answer.
    let notReady = await fetch(`${api.base}/health/ready`, { signal: AbortSignal.timeout(15_000) });
    for (let i = 0; i < 100 && notReady.status !== 503; i++, await sleep(100)) notReady = await fetch(`${api.base}/health/ready`, { signal: AbortSignal.timeout(15_000) });
    expect((await fetch(`${api.base}/health`)).status).toBe(200);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('retry-after')).toBe('5');
    expect((await notReady.json()).message).toBe('Сервис временно недоступен');
    // The cut lasts until as many requests made during it have been answered as there are lanes.
    const answeredInCut = () => answers.filter((a) => a.phase === 'cut').length;
    while (answeredInCut() < lanes.length && Date.now() < loadUntil) await sleep(20);

    phase = 'back';
    await proxy.restore();
    let ready = 0;
    for (let i = 0; i < 100 && ready !== 200; i++, await sleep(100)) ready = (await fetch(`${api.base}/health/ready`)).status;
    expect(ready).toBe(200);
    while (acked('back') < 15 && Date.now() < loadUntil) await sleep(20);
    running = false;
    await Promise.all(lanes);

    expect(failures, 'requests that hung or were cut').toEqual([]);
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    expect(statuses.filter((s) => ![200, 201, 409, 503].includes(s)), JSON.stringify(answers.filter((a) => ![200, 201, 409, 503].includes(a.status)).slice(0, 3))).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.filter((a) => a.phase === 'cut').length).toBeGreaterThan(0);
    expect(unavailable.filter((a) => a.retryAfter !== '5' || a.message !== 'Сервис временно недоступен').slice(0, 3)).toEqual([]);
    expect(acked('back')).toBeGreaterThanOrEqual(15);
    expect(api.child.exitCode).toBeNull();

    const db = await openDatabase({ databaseUrl: directUrl });
    try {
      const { rows } = await db.query<{ id: number }>(`SELECT id FROM bookings WHERE client_id BETWEEN 810000 AND 810007 AND status = 'confirmed'`);
      const stored = new Set(rows.map((r) => Number(r.id)));
      const lost = answers.filter((a) => a.id !== undefined && !stored.has(a.id)).map((a) => a.id);
      expect(lost, 'acknowledged with 201 but not stored').toEqual([]);
    } finally {
      await db.close();
    }
  }, 90_000);

  it('a database that stops answering (connections open, nothing comes back) gets 503s within the timeouts, not a hang', async () => {
    const { url: viaProxy, proxy, close } = await proxiedDatabase(ADMIN!, 'booking_outage');
    cleanups.push(close);
    const api = await startApi({ DATABASE_URL: viaProxy, BOT_TOKEN: TOKEN, DEMO: '1', DB_CONNECT_TIMEOUT_MS: '1000', DB_QUERY_TIMEOUT_MS: '2000' });
    cleanups.push(() => api.stop());
    const read = (id: number) => fetch(`${api.base}/places?business_id=1`, { headers: signedHeaders(TOKEN, { id }), signal: AbortSignal.timeout(15_000) });
    expect((await read(820_000)).status).toBe(200);

    proxy.freeze();
    const started = Date.now();
    const answers = await Promise.all([...Array.from({ length: 12 }, (_, i) => read(820_001 + i)), fetch(`${api.base}/health/ready`, { signal: AbortSignal.timeout(15_000) })]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 503));
    expect(answers.every((r) => r.headers.get('retry-after') === '5')).toBe(true);
    // Each waited at most a statement's timeout (2 s) and a connection's (1 s), not for ever.
    expect(Date.now() - started).toBeLessThan(8_000);

    await proxy.restore();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++, await sleep(100)) status = (await read(820_100)).status;
    expect(status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);
});
