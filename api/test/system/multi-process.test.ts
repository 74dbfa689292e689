import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { MIGRATIONS } from '../../src/db/migrations';
import { enqueue } from '../../src/db/queries/outbox.queries';
import { emptyDatabase, signedHeaders, startApi, type ApiProcess } from '../../test-support/api-process';
import { startBotApiStandin, type BotApiStandin } from '../../test-support/bot-api-standin';
import { updates } from '../helper';

// Two real API processes on one PostgreSQL database. Whatever goes through one is what
// the other serves at once (no process memory may serve or skip it); two of them started at once on
// an empty database make its schema once; a race split over both has one winner; the bot's runner
// delivers each message once. PostgreSQL only: PGlite is one process by construction.
const ADMIN = process.env.TEST_DATABASE_URL;
const TOKEN = 'multi-process-token';
const MARIA = 200001; // master of worker 1 (demo data)
const as = (id: number, extra: { first_name?: string; allows_write_to_pm?: boolean } = {}) => signedHeaders(TOKEN, { id, ...extra });
const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

async function call<T = unknown>(p: ApiProcess, method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${p.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

describe.skipIf(!ADMIN)('two API processes on one PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('started at the same moment on an empty database, they make its schema and demo data once and both serve', async () => {
    const target = await emptyDatabase(ADMIN!);
    cleanups.push(target.drop);
    const env = { DATABASE_URL: target.url, BOT_TOKEN: TOKEN, DEMO: '1' };
    const started = await Promise.allSettled([startApi(env), startApi(env), startApi(env)]);
    for (const s of started) if (s.status === 'fulfilled') cleanups.push(() => s.value.stop());
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 400) : 'up'))).toEqual(['up', 'up', 'up']);
    const db = await openDatabase({ databaseUrl: target.url });
    try {
      const applied = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(applied.rows.map((r) => Number(r.id))).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b));
      const demo = await db.query<{ workers: number; plans: number }>('SELECT (SELECT count(*) FROM workers)::int AS workers, (SELECT count(*) FROM plans)::int AS plans');
      expect(demo.rows[0]).toEqual({ workers: 6, plans: 2 });
    } finally {
      await db.close();
    }
    for (const s of started) if (s.status === 'fulfilled') expect((await call(s.value, 'GET', '/places?business_id=1', as(100001))).status).toBe(200);
  }, 120_000);

  describe('each serves at once what went through the other', () => {
    let a: ApiProcess;
    let b: ApiProcess;
    let db: Database;
    beforeAll(async () => {
      const target = await emptyDatabase(ADMIN!);
      cleanups.push(target.drop);
      // Telegram's side of the Stars payment below: the Bot API stand-in makes the invoice link.
      const telegram = await startBotApiStandin();
      cleanups.push(() => telegram.close());
      const env = { DATABASE_URL: target.url, BOT_TOKEN: TOKEN, DEMO: '1', TELEGRAM_WEBHOOK_SECRET: 'mp-secret', TELEGRAM_API_ROOT: telegram.apiRoot };
      a = await startApi(env);
      cleanups.push(() => a.stop());
      b = await startApi(env);
      cleanups.push(() => b.stop());
      db = await openDatabase({ databaseUrl: target.url });
      cleanups.push(() => db.close());
      // Worker 1's master on the paid plan: the free plan's 20 bookings a month must not end the race rounds.
      const { body } = await call<{ invoice: { payload: string; amount: number } }>(a, 'POST', '/payments/subscriptions', as(MARIA), { plan_id: 2 });
      // Paid in Stars and reported to the bot's webhook, through the other process.
      const paid = await call(b, 'POST', '/telegram/webhook', { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'mp-secret' },
        updates.successfulPayment(1, MARIA, { payload: body.invoice.payload, amount: body.invoice.amount, charge: 'mp-charge', recurring: 'first' }));
      expect(paid.status).toBe(200);
    }, 120_000);

    it("the caller's profile: the name in the latest init data, whichever process stored an older one", async () => {
      const id = 700_001;
      const first = as(id, { first_name: 'Первая' });
      const second = as(id, { first_name: 'Вторая' });
      expect((await call<{ first_name: string }>(a, 'GET', `/users/${id}`, first)).body.first_name).toBe('Первая');
      expect((await call<{ first_name: string }>(b, 'GET', `/users/${id}`, second)).body.first_name).toBe('Вторая');
      // The same init data as the first request, through the process that stored it then.
      for (let i = 0; i < 5; i++) {
        expect((await call<{ first_name: string }>(a, 'GET', `/users/${id}`, first)).body.first_name).toBe('Первая');
      }
      expect((await db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [id])).rows[0]!.first_name).toBe('Первая');
    });

    it('the schedule: a day made through one is served by the other, and so is its replacement', async () => {
      const date = moscowDate(9);
      await call(a, 'DELETE', '/timetable/', as(MARIA), { worker_id: 1, date }).catch(() => undefined);
      await db.query('DELETE FROM timeslots WHERE worker_id = 1 AND date = $1', [date]);
      // Read first through B, so anything B kept in memory would be the empty day.
      expect((await call<{ timeslots: unknown[] }[]>(b, 'GET', `/timeslots/1/${date}`, as(100001))).body[0]!.timeslots).toEqual([]);
      const made = await call(a, 'POST', '/timetable/', as(MARIA), { worker_id: 1, place_id: 1, date, slots: [{ time_start: '10:00', time_end: '12:00', status: 'free' }] });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const seen = await call<{ timeslots: { time_start: string }[] }[]>(b, 'GET', `/timeslots/1/${date}`, as(100001));
      expect(seen.body[0]!.timeslots.map((t) => t.time_start)).toEqual(['10:00:00']);
      const replaced = await call(b, 'PUT', '/timetable/', as(MARIA), { worker_id: 1, place_id: 1, date, slots: [{ time_start: '14:00', time_end: '18:00', status: 'free' }] });
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
      const again = await call<{ timeslots: { time_start: string }[] }>(a, 'GET', `/timetable/1/${date}`, as(100001));
      expect(again.body.timeslots.map((t) => t.time_start)).toEqual(['14:00:00']);
    });

    it("a booking through one is busy time and in the client's list on the other; its cancel through the other frees it on the first", async () => {
      const date = moscowDate(9);
      const client = 700_002;
      const [day] = (await call<{ timeslots: { id: number }[] }[]>(a, 'GET', `/timeslots/1/${date}`, as(client))).body;
      const booked = await call<{ id: number }>(a, 'POST', '/bookings/', as(client), { telegram_id: client, place_id: 1, service_ids: [2], timeslot_id: day!.timeslots[0]!.id, time_start: '15:00' });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const busy = await call<{ timeslots_busy: unknown[] }[]>(b, 'GET', `/timeslots/1/${date}`, as(client));
      expect(busy.body[0]!.timeslots_busy).toEqual([{ time_start: '15:00:00', time_end: '15:30:00' }]);
      const listed = await call<{ id: number; status: string }[]>(b, 'GET', `/bookings/telegram_id/${client}?limit=20`, as(client));
      expect(listed.body.map((x) => [x.id, x.status])).toEqual([[booked.body.id, 'confirmed']]);
      const cancelled = await call(b, 'GET', `/bookings/${booked.body.id}/cancel`, as(client));
      expect(cancelled.status).toBe(200);
      expect((await call<{ timeslots_busy: unknown[] }[]>(a, 'GET', `/timeslots/1/${date}`, as(client))).body[0]!.timeslots_busy).toEqual([]);
      expect((await call<{ status: string }[]>(a, 'GET', `/bookings/telegram_id/${client}`, as(client))).body.map((x) => x.status)).toEqual(['cancelled']);
      // The master's day view on the first process shows it cancelled too.
      const masterDay = await call<{ booking_id: number; status: string }[]>(a, 'GET', `/workers/1/bookings/${date}`, as(MARIA));
      expect(masterDay.body.find((x) => x.booking_id === booked.body.id)?.status).toBe('cancelled');
    });

    it('a race of 40 clients for one time, split over both, has exactly one winner in each of 8 rounds', async () => {
      const date = moscowDate(10);
      const [day] = (await call<{ timeslots: { id: number; time_start: string; status: string }[] }[]>(a, 'GET', `/timeslots/1/${date}`, as(100001))).body;
      const slot = day!.timeslots.find((t) => t.status === 'free')!;
      const starts = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
      for (const [round, start] of starts.entries()) {
        const clients = Array.from({ length: 40 }, (_, i) => 710_000 + round * 100 + i);
        const results = await Promise.all(
          clients.map((id, i) => call((i % 2 ? a : b), 'POST', '/bookings/', as(id), { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: slot.id, time_start: start })),
        );
        const statuses = results.map((r) => r.status).sort();
        expect(statuses.filter((s) => s === 201), `round ${round}`).toHaveLength(1);
        expect(statuses.filter((s) => s !== 201 && s !== 409), `round ${round}: ${JSON.stringify(results.find((r) => r.status !== 201 && r.status !== 409))}`).toEqual([]);
      }
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE worker_id = 1 AND date = $1 AND status = 'confirmed'`, [date]);
      expect(rows[0]!.n).toBe(starts.length);
    });
  });

  describe("the bot's runner, one in each process", () => {
    let standin: BotApiStandin;
    beforeAll(async () => {
      standin = await startBotApiStandin();
      cleanups.push(() => standin.close());
    });

    it('delivers each message once', async () => {
      const target = await emptyDatabase(ADMIN!);
      cleanups.push(target.drop);
      const env = { DATABASE_URL: target.url, BOT_TOKEN: TOKEN, DEMO: '1', TELEGRAM_API_ROOT: standin.apiRoot, REMINDER_OFFSETS: '' };
      const a = await startApi(env);
      cleanups.push(() => a.stop());
      const b = await startApi(env);
      cleanups.push(() => b.stop());
      const date = moscowDate(11);
      const [day] = (await call<{ timeslots: { id: number; status: string }[] }[]>(a, 'GET', `/timeslots/1/${date}`, as(100001))).body;
      const slot = day!.timeslots.find((t) => t.status === 'free')!;
      // 8 clients who allow the bot to write book the morning's times through both processes: each
      // gets a confirmation, and the master hears of each booking.
      const starts = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
      const clients = starts.map((_, i) => 720_000 + i);
      await call(a, 'GET', `/workers/telegram/${MARIA}`, as(MARIA, { allows_write_to_pm: true }));
      const booked = await Promise.all(clients.map((id, i) =>
        call((i % 2 ? a : b), 'POST', '/bookings/', as(id, { allows_write_to_pm: true }), { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: slot.id, time_start: starts[i] })));
      expect(booked.map((r) => r.status)).toEqual(clients.map(() => 201));
      const expected = clients.length * 2;
      const deadline = Date.now() + 30_000;
      const sent = () => standin.delivered().filter((m) => clients.includes(m.chat_id) || m.chat_id === MARIA);
      while (sent().length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      // A little longer: a second delivery of anything would show now. That is, until a message put in
      // the outbox after all of them has been delivered: the runners have done a round since.
      const marker = 729_999;
      const db = await openDatabase({ databaseUrl: target.url });
      try {
        await db.query(`INSERT INTO users (id, first_name, bot_write_allowed) VALUES ($1, 'Метка', true)`, [marker]);
        await enqueue(db, [{ chatId: marker, kind: 'start', dedupeKey: `marker:${marker}`, text: 'метка', button: { text: 'Открыть', url: 'https://t.me/x?startapp=home' }, sendAfter: new Date(), bookingId: null }]);
      } finally {
        await db.close();
      }
      await vi.waitUntil(() => standin.delivered().some((m) => m.chat_id === marker), { timeout: 30_000, interval: 50 });
      const texts = sent().map((m) => `${m.chat_id}:${m.text}`);
      expect(texts).toHaveLength(expected);
      expect(new Set(texts).size).toBe(expected);
      expect(new Set(sent().filter((m) => clients.includes(m.chat_id)).map((m) => m.chat_id)).size).toBe(clients.length);
    }, 120_000);
  });
});
