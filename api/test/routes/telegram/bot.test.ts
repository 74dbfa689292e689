import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { createOutboxRunner } from '../../../src/services/outbox-runner';
import { claimDue, enqueue } from '../../../src/db/queries/outbox.queries';
import { botSender, createBot } from '../../../src/telegram/bot';
import { initDataFor } from '../../helper';
import { WEBHOOK_SECRET as SECRET, botTestLog, useBotApp } from '../../bot-helper';

// The server's clock: Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
const { ctx, standin, runner } = await useBotApp(T0);

const MARIA = 200001; // master of worker 1, at place 1 (09:00-13:00, 14:00-18:00)
let nextUser = 400_000;

let shared: Awaited<ReturnType<typeof runner>> | null = null;
/** Runs rounds until nothing is due. */
async function drain(r?: Awaited<ReturnType<typeof runner>>) {
  r ??= shared ??= await runner();
  for (let i = 0; i < 50 && (await r.tick()); i++);
  return r;
}
const delivered = () => standin.delivered();
const clear = () => standin.calls.splice(0);

/** A client who allowed the bot to write (allows_write_to_pm in their init data), or one who did not. */
function client(allows = true) {
  const id = nextUser++;
  return { id, init: initDataFor({ id, first_name: `Клиент${id}`, ...(allows ? { allows_write_to_pm: true } : {}) } as never) };
}
const as = (init: string) => ({ 'x-telegram-init-data': init });
/** Maria's init data, signed now on the server's clock. */
const maria = () => initDataFor({ id: MARIA, first_name: 'Мария', allows_write_to_pm: true } as never);

async function slot(workerId: number, date: string, at: string) {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND status = 'free' AND time_start <= $3::time AND time_end > $3::time`,
    [workerId, date, at],
  );
  return Number(rows[0]!.id);
}
async function book(who: { id: number; init: string }, date: string, time: string, serviceIds = [2]) {
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/bookings/', headers: as(who.init),
    payload: { telegram_id: who.id, place_id: 1, service_ids: serviceIds, timeslot_id: await slot(1, date, time), time_start: time },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const update = (body: unknown, secret: string | null = SECRET) =>
  ctx.app.inject({ method: 'POST', url: '/api/telegram/webhook', headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }, payload: body as object });
const startUpdate = (updateId: number, from: { id: number; first_name: string }, text = '/start') => ({
  update_id: updateId,
  message: { message_id: updateId, date: 1, chat: { id: from.id, type: 'private' }, from: { ...from, is_bot: false }, text, entities: [{ type: 'bot_command', offset: 0, length: 6 }] },
});
const buttonUrl = (m: { reply_markup?: unknown }) => (m.reply_markup as { inline_keyboard: { url: string }[][] }).inline_keyboard[0]![0]!.url;

beforeEach(async () => {
  standin.options = {};
  setClock(T0);
  await drain();
  clear();
});

describe('the webhook', () => {
  it('refuses a missing or wrong secret with 401 and does nothing', async () => {
    const before = await ctx.db.query('SELECT count(*) AS n FROM outbox');
    for (const secret of [null, 'guess', `${SECRET}x`]) expect((await update(startUpdate(1, { id: 500001, first_name: 'Ева' }), secret)).statusCode).toBe(401);
    expect((await ctx.db.query('SELECT count(*) AS n FROM outbox')).rows).toEqual(before.rows);
    expect((await ctx.db.query('SELECT 1 FROM users WHERE id = 500001')).rows).toEqual([]);
    expect((await update({ not: 'an update' })).statusCode).toBe(400);
  });

  it('/start answers with a greeting and a button into the app: Home for a client, the cabinet for a master', async () => {
    expect((await update(startUpdate(10, { id: 500002, first_name: 'Ева' }))).statusCode).toBe(200);
    expect((await update(startUpdate(11, { id: MARIA, first_name: 'Мария' }))).statusCode).toBe(200);
    expect((await update(startUpdate(12, { id: 500003, first_name: 'Ян' }, '/start 5a3c1d2e-0000-4000-8000-000000000000'))).statusCode).toBe(200);
    await drain();
    const [eva, master, invited] = delivered();
    expect(eva).toMatchObject({ chat_id: 500002, text: expect.stringMatching(/^Здравствуйте, Ева! Здесь можно записаться к мастеру/) });
    expect(buttonUrl(eva!)).toBe('https://t.me/lime_booking_bot?startapp=home');
    expect(master!.text).toMatch(/^Здравствуйте, Мария! Здесь ваш кабинет мастера/);
    expect(buttonUrl(master!)).toBe('https://t.me/lime_booking_bot?startapp=bookings');
    expect(buttonUrl(invited!)).toBe('https://t.me/lime_booking_bot?startapp=5a3c1d2e-0000-4000-8000-000000000000');
  });

  it('an update Telegram delivers again is answered once', async () => {
    for (let i = 0; i < 3; i++) expect((await update(startUpdate(20, { id: 500004, first_name: 'Лев' }))).statusCode).toBe(200);
    await drain();
    expect(delivered().filter((m) => m.chat_id === 500004)).toHaveLength(1);
  });

  it('write_access_allowed (the app asked, the user agreed) lets the bot write to them', async () => {
    const who = client(false);
    await ctx.app.inject({ url: '/api/places', headers: as(who.init) });
    await book(who, '2026-12-02', '09:00');
    await drain();
    expect(delivered().filter((m) => m.chat_id === who.id), 'no consent yet: nothing').toEqual([]);
    await update({ update_id: 30, message: { message_id: 30, date: 1, chat: { id: who.id, type: 'private' }, from: { id: who.id, is_bot: false, first_name: 'Клиент' }, write_access_allowed: { from_request: true } } });
    await book(who, '2026-12-02', '09:30');
    await drain();
    expect(delivered().filter((m) => m.chat_id === who.id).map((m) => m.text.split('\n')[0])).toEqual(['Запись подтверждена']);
  });
});

describe('messages about bookings', () => {
  it('a new booking: the master gets the client, date, time, services and total; the client the confirmation with master and address', async () => {
    await ctx.app.inject({ url: '/api/places', headers: as(maria()) });
    const who = client();
    await book(who, '2026-12-03', '14:00', [1, 2]);
    await drain();
    const toMaster = delivered().find((m) => m.chat_id === MARIA)!;
    expect(toMaster.text).toBe(`Новая запись\nКлиент${who.id}\n3 декабря, чт, 14:00–15:30\nЖенская стрижка, Мужская стрижка\nИтого: 4\u00a0000\u00a0₽`);
    expect(buttonUrl(toMaster)).toBe('https://t.me/lime_booking_bot?startapp=day_20261203');
    const toClient = delivered().find((m) => m.chat_id === who.id)!;
    expect(toClient.text).toBe('Запись подтверждена\nМария Иванова\nЛайм на Тверской, Москва, Тверская ул., 12\n3 декабря, чт, 14:00–15:30\nЖенская стрижка, Мужская стрижка');
    expect(buttonUrl(toClient)).toBe('https://t.me/lime_booking_bot?startapp=bookings');
  });

  it('a client cancels: the master hears of it; a master cancels: the client does', async () => {
    const who = client();
    const first = await book(who, '2026-12-04', '10:00');
    const second = await book(who, '2026-12-04', '11:00');
    await drain();
    clear();
    expect((await ctx.app.inject({ url: `/api/bookings/${first}/cancel`, headers: as(who.init) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/workers/1/bookings/${second}/cancel`, headers: as(maria()) })).statusCode).toBe(200);
    await drain();
    expect(delivered().map((m) => [m.chat_id, m.text.split('\n')[0]])).toEqual([
      [MARIA, 'Клиент отменил запись'],
      [who.id, 'Мастер отменил вашу запись'],
    ]);
  });
});

describe('reminders', () => {
  it('one per offset (1440 and 120 minutes), each at its moment, none after a cancel', async () => {
    const who = client();
    const kept = await book(who, '2026-12-03', '16:00');
    const cancelled = await book(who, '2026-12-03', '17:00');
    expect((await ctx.app.inject({ url: `/api/bookings/${cancelled}/cancel`, headers: as(who.init) })).statusCode).toBe(200);
    await drain();
    clear();
    const reminders = () => delivered().filter((m) => m.chat_id === who.id && m.text.startsWith('Напоминаем'));
    setClock(new Date('2026-12-02T15:59:00+03:00'));
    await drain();
    expect(reminders(), 'a minute early: nothing').toEqual([]);
    setClock(new Date('2026-12-02T16:00:30+03:00'));
    await drain();
    expect(reminders().map((m) => m.text.split('\n')[0])).toEqual(['Напоминаем о записи через 1 день']);
    expect(reminders()[0]!.text).toContain('3 декабря, чт, 16:00–16:30');
    setClock(new Date('2026-12-03T14:00:20+03:00'));
    await drain();
    expect(reminders().map((m) => m.text.split('\n')[0])).toEqual(['Напоминаем о записи через 1 день', 'Напоминаем о записи через 2 часа']);
    const rows = await ctx.db.query<{ status: string; n: string }>("SELECT status, count(*) AS n FROM outbox WHERE booking_id = $1 AND kind = 'reminder' GROUP BY status", [cancelled]);
    expect(rows.rows).toEqual([{ status: 'dropped', n: expect.anything() }]);
    expect(kept).toBeGreaterThan(0);
  });

  it('none for an offset whose moment had passed when the booking was made', async () => {
    const who = client();
    // Booked at 10:00 for 13:00 the same day: the 2-hour reminder's moment (11:00) is still ahead, the day-ahead one is not.
    const id = await book(who, '2026-12-01', '12:30');
    const { rows } = await ctx.db.query<{ dedupe_key: string; send_after: Date }>(`SELECT dedupe_key, send_after FROM outbox WHERE booking_id = $1 AND kind = 'reminder'`, [id]);
    expect(rows.map((r) => r.dedupe_key)).toEqual([`reminder:${id}:120`]);
    expect(new Date(rows[0]!.send_after).toISOString()).toBe(new Date('2026-12-01T10:30:00+03:00').toISOString());
  });
});

describe('Telegram’s limits', () => {
  it('a 429 is retried after its retry_after, and the message goes once', async () => {
    const who = client();
    standin.options = { rate429: 1, retryAfter: 2 };
    await book(who, '2026-12-05', '10:00');
    shared = null;
    const r = await runner();
    await r.tick();
    expect(standin.calls.filter((c) => c.status === 429).length).toBeGreaterThan(0);
    expect(delivered()).toEqual([]);
    standin.options = {};
    const started = Date.now();
    // Well past every retry: the clock runs, and the round above may have taken seconds of it (earlier
    // tests' messages wait out the same pause), so each retry_after lies beyond T0 + 2 s.
    setClock(new Date(T0.getTime() + 60_000));
    await drain(r);
    expect(Date.now() - started, 'the runner waited retry_after before sending again').toBeGreaterThanOrEqual(1500);
    expect(delivered().filter((m) => m.chat_id === who.id)).toHaveLength(1);
  });

  it('a 403 marks the user unreachable and drops their messages; others still get theirs', async () => {
    const blocked = client();
    const other = client();
    standin.options = { blockedChats: [blocked.id] };
    await book(blocked, '2026-12-05', '11:00');
    await book(other, '2026-12-05', '12:00');
    await drain();
    standin.options = {};
    expect(delivered().map((m) => m.chat_id)).toContain(other.id);
    expect(delivered().map((m) => m.chat_id)).not.toContain(blocked.id);
    const user = await ctx.db.query<{ unreachable: boolean }>('SELECT bot_unreachable_at IS NOT NULL AS unreachable FROM users WHERE id = $1', [blocked.id]);
    expect(user.rows[0]!.unreachable).toBe(true);
    const pending = await ctx.db.query(`SELECT 1 FROM outbox WHERE chat_id = $1 AND status = 'pending'`, [blocked.id]);
    expect(pending.rows, 'their reminders are dropped too').toEqual([]);
    // A /start makes them reachable again.
    await update(startUpdate(40, { id: blocked.id, first_name: 'Снова' }));
    await drain();
    expect(delivered().filter((m) => m.chat_id === blocked.id)).toHaveLength(1);
  });

  it('any other failure is retried with backoff and given up after a bounded number of tries', async () => {
    const unlucky = client();
    standin.options = { failingChats: [unlucky.id] };
    await book(unlucky, '2026-12-05', '15:00');
    shared = null;
    const r = await runner({ maxAttempts: 3 });
    const confirmed = async () =>
      (await ctx.db.query<{ status: string; attempts: number; send_after: Date }>(`SELECT status, attempts, send_after FROM outbox WHERE chat_id = $1 AND kind = 'booking_confirmed'`, [unlucky.id])).rows[0]!;
    await r.tick();
    expect(await confirmed()).toMatchObject({ status: 'pending', attempts: 1 });
    const wait = new Date((await confirmed()).send_after).getTime() - T0.getTime();
    expect(wait, 'the first backoff is 5 s').toBeGreaterThanOrEqual(5000);
    expect(wait).toBeLessThan(6000);
    setClock(new Date(T0.getTime() + 6_000));
    await r.tick();
    expect(await confirmed()).toMatchObject({ status: 'pending', attempts: 2 });
    setClock(new Date(T0.getTime() + 40_000));
    await r.tick();
    expect(await confirmed()).toMatchObject({ status: 'failed', attempts: 3 });
    standin.options = {};
  });

  it('keeps under 30 messages a second in all and one a second per chat', async () => {
    shared = null;
    await ctx.db.query('DELETE FROM runner_leases');
    const r = createOutboxRunner(ctx.db, botSender(createBot(ctx.config)), { log: botTestLog });
    const many = Array.from({ length: 40 }, () => client());
    for (const who of many) await ctx.app.inject({ url: '/api/places', headers: as(who.init) });
    // 40 start answers and 3 more to one chat, all due at once.
    for (const [i, who] of many.entries()) await update(startUpdate(1000 + i, { id: who.id, first_name: 'Гость' }));
    for (let i = 0; i < 3; i++) await update(startUpdate(2000 + i, { id: many[0]!.id, first_name: 'Гость' }));
    for (let i = 0; i < 20 && (await ctx.db.query(`SELECT 1 FROM outbox WHERE status = 'pending'`)).rows.length > 0; i++) {
      await r.tick();
      setClock(new Date(T0.getTime() + (i + 1) * 1000));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const ours = new Set(many.map((m) => m.id));
    const sends = standin.calls.filter((c) => c.method === 'sendMessage' && ours.has(Number(c.payload.chat_id)));
    expect(sends).toHaveLength(43);
    for (let i = 30; i < sends.length; i++) expect(sends[i]!.at - sends[i - 30]!.at, 'any 31 sends span over a second').toBeGreaterThanOrEqual(1000);
    const toFirst = sends.filter((c) => Number(c.payload.chat_id) === many[0]!.id).map((c) => c.at);
    for (let i = 1; i < toFirst.length; i++) expect(toFirst[i]! - toFirst[i - 1]!).toBeGreaterThanOrEqual(1000);
  }, 30_000);
});

describe('the runner under a burst of wakes', () => {
  it('wakes closer together than its gap make one round, and what they announced still goes', async () => {
    shared = null;
    await ctx.db.query('DELETE FROM runner_leases');
    let claims = 0;
    let idle = false;
    const counting = { ...ctx.db, query: ((sql: string, params?: unknown[]) => {
      if (sql.includes('WITH due AS')) claims += 1;
      const result = ctx.db.query(sql, params);
      // A claim that took nothing ends the round: the runner then waits for a wake.
      if (sql.includes('WITH due AS')) result.then((r) => (idle ||= r.rows.length === 0), () => undefined);
      return result;
    }) as typeof ctx.db.query };
    const r = createOutboxRunner(counting, botSender(createBot(ctx.config)), { perSecond: 1000, perChatMs: 0, log: botTestLog, pollMs: 60_000, wakeGapMs: 400 });
    r.start();
    await vi.waitUntil(() => idle, { timeout: 5_000, interval: 5 });
    const before = claims;
    const chat = 650_000 + Math.floor(Math.random() * 1000);
    await ctx.db.query(`INSERT INTO users (id, first_name, bot_write_allowed) VALUES ($1, 'Гость', true) ON CONFLICT (id) DO NOTHING`, [chat]);
    // A booking batch commits every few milliseconds under load, each waking the runner.
    const started = Date.now();
    for (let i = 0; i < 20; i++) {
      await enqueue(ctx.db, [{ chatId: chat, kind: 'start' as const, dedupeKey: `burst:${chat}:${i}`, text: `волна ${i}`, button: { text: 'Открыть', url: 'https://t.me/x?startapp=home' }, sendAfter: T0, bookingId: null }]);
      r.wake();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const burst = Date.now() - started;
    await vi.waitUntil(() => delivered().filter((m) => m.text.startsWith('волна ')).length >= 20, { timeout: 10_000, interval: 10 });
    await r.stop();
    expect(delivered().filter((m) => m.text.startsWith('волна ')).length).toBe(20);
    // A round per gap of the burst and one after it (a round that took messages looks again at
    // once, so up to twice that), never one a wake: about 100 ms of wakes allow 4 rounds, not 20.
    expect(claims - before).toBeLessThanOrEqual(2 * (Math.ceil(burst / 400) + 1));
  });
});

describe('several API processes on one database', () => {
  it('deliver each message once: one holds the dispatch lease, and two claims never share a row', async () => {
    shared = null;
    await ctx.db.query('DELETE FROM runner_leases');
    const chats = Array.from({ length: 60 }, (_, i) => 600_000 + i);
    await ctx.db.query(`INSERT INTO users (id, first_name, bot_write_allowed) SELECT unnest($1::bigint[]), 'Гость', true ON CONFLICT (id) DO NOTHING`, [chats]);
    await enqueue(ctx.db, chats.map((chatId) => ({ chatId, kind: 'start' as const, dedupeKey: `multi:${chatId}`, text: `один раз ${chatId}`, button: { text: 'Открыть', url: 'https://t.me/x?startapp=home' }, sendAfter: T0, bookingId: null })));
    // Two claims at once take disjoint rows (FOR UPDATE SKIP LOCKED on PostgreSQL; one connection on PGlite).
    const t = new Date(T0.getTime() + 1000);
    const [first, second] = await Promise.all([claimDue(ctx.db, t, new Date(t.getTime() + 60_000), 10), claimDue(ctx.db, t, new Date(t.getTime() + 60_000), 10)]);
    expect(new Set([...first!, ...second!].map((r) => r.id)).size).toBe(first!.length + second!.length);
    await ctx.db.query(`UPDATE outbox SET status = 'pending', locked_until = NULL, attempts = 0 WHERE dedupe_key LIKE 'multi:%'`);
    const make = () => createOutboxRunner(ctx.db, botSender(createBot(ctx.config)), { perSecond: 1000, perChatMs: 0, log: botTestLog, batch: 7 });
    const [a, b] = [make(), make()];
    const round = async (r: ReturnType<typeof make>) => {
      for (let i = 0; i < 40; i++) if (!(await r.tick())) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([round(a), round(b)]);
    const got = delivered().filter((m) => m.text.startsWith('один раз'));
    expect(got).toHaveLength(60);
    expect(new Set(got.map((m) => m.chat_id)).size).toBe(60);
  });
});

describe('the waitlist', () => {
  it('a waiting client hears of each freed time of that day once, until they book with that master that day', async () => {
    const waiting = client();
    const other = client();
    const join = await ctx.app.inject({ method: 'POST', url: '/api/waitlist', headers: as(waiting.init), payload: { worker_id: 1, place_id: 1, date: '2026-12-07', service_ids: [2] } });
    expect(join.statusCode, join.body).toBe(201);
    const a = await book(other, '2026-12-07', '10:00');
    await ctx.app.inject({ url: `/api/bookings/${a}/cancel`, headers: as(other.init) });
    // The same time booked and freed again: no second message for it.
    const b = await book(other, '2026-12-07', '10:00');
    await ctx.app.inject({ method: 'POST', url: `/api/workers/1/bookings/${b}/cancel`, headers: as(maria()) });
    await drain();
    const toWaiting = () => delivered().filter((m) => m.chat_id === waiting.id);
    expect(toWaiting().map((m) => m.text)).toEqual(['Освободилось время\nМария Иванова\n7 декабря, пн, 10:00–10:30']);
    expect(buttonUrl(toWaiting()[0]!)).toBe('https://t.me/lime_booking_bot?startapp=slots_1_1_1_2_20261207');
    // Once they book with her that day, the wait is over.
    await book(waiting, '2026-12-07', '15:00');
    const c = await book(other, '2026-12-07', '16:00');
    await ctx.app.inject({ url: `/api/bookings/${c}/cancel`, headers: as(other.init) });
    await drain();
    expect(toWaiting().filter((m) => m.text.startsWith('Освободилось'))).toHaveLength(1);
  });

  it('refuses a past date, another place, unknown services and masters, and malformed bodies', async () => {
    const who = client();
    const post = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/waitlist', headers: as(who.init), payload: payload as object });
    expect((await post({ worker_id: 1, place_id: 1, date: '2026-11-30', service_ids: [2] })).statusCode).toBe(409);
    expect((await post({ worker_id: 1, place_id: 2, date: '2026-12-07', service_ids: [2] })).statusCode).toBe(400);
    expect((await post({ worker_id: 1, place_id: 1, date: '2026-12-07', service_ids: [4] })).statusCode).toBe(400);
    expect((await post({ worker_id: 999, place_id: 1, date: '2026-12-07', service_ids: [2] })).statusCode).toBe(404);
    expect((await post({ worker_id: 1, place_id: 1, date: '2026-02-30', service_ids: [2] })).statusCode).toBe(400);
    expect((await post({ worker_id: 1, place_id: 1, date: '2026-12-07', service_ids: [] })).statusCode).toBe(400);
    expect((await ctx.db.query('SELECT 1 FROM waitlist WHERE client_id = $1', [who.id])).rows).toEqual([]);
  });
});
