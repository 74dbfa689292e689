import { beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { initDataFor } from '../../helper';
import { WEBHOOK_SECRET as SECRET, useBotApp } from '../../bot-helper';

// A client writes in the master's own Telegram chat; the bot answers there (Telegram Business).
// The server's clock: Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
const { ctx, standin, drain } = await useBotApp(T0);

const MARIA = 200001; // master of worker 1, at place 1; shortest service 2 ('Мужская стрижка', 30 min)
const OLGA = 200002; // master of worker 2
let nextUser = 610_000;
let nextUpdate = 1;

type Sent = { chat_id: number; text: string; business_connection_id?: string; reply_markup?: { inline_keyboard: { text: string; url: string }[][] } };
const sent = () => standin.calls.filter((c) => c.method === 'sendMessage' && c.status === 200).map((c) => c.payload as unknown as Sent);
const update = async (body: Record<string, unknown>) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/telegram/webhook', headers: { 'x-telegram-bot-api-secret-token': SECRET }, payload: { update_id: nextUpdate++, ...body } });
  expect(res.statusCode, res.body).toBe(200);
};
const connection = (id: string, user: number, o: { enabled?: boolean; rights?: Record<string, boolean> | null; legacyCanReply?: boolean } = {}) =>
  update({
    business_connection: {
      id, user: { id: user, is_bot: false, first_name: 'Мастер' }, user_chat_id: user, date: Math.floor(T0.getTime() / 1000), is_enabled: o.enabled ?? true,
      ...(o.rights === null ? {} : { rights: o.rights ?? { can_reply: true, can_read_messages: true } }),
      ...(o.legacyCanReply !== undefined ? { can_reply: o.legacyCanReply } : {}),
    },
  });
/** A message in the master's private chat with `chat`, from `from` (the client, or the master themself). */
const message = (connectionId: string, chat: number, from = chat, key = 'business_message') =>
  update({
    [key]: {
      message_id: nextUpdate, date: Math.floor(T0.getTime() / 1000), business_connection_id: connectionId,
      chat: { id: chat, type: 'private', first_name: 'Клиент' }, from: { id: from, is_bot: false, first_name: 'Клиент' }, text: 'есть время в пятницу?',
    },
  });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id, first_name: 'Мастер' }) });
const autoreply = (worker: number, who: number, enabled?: boolean) =>
  ctx.app.inject(enabled === undefined
    ? { url: `/api/workers/${worker}/business-autoreply`, headers: as(who) }
    : { method: 'PUT', url: `/api/workers/${worker}/business-autoreply`, headers: as(who), payload: { enabled } });
const answersTo = (client: number) => sent().filter((m) => m.chat_id === client);
/** Maria connected with the right to reply, her switch on, on the Про plan. */
async function ready() {
  await connection('bc-maria', MARIA);
  expect((await autoreply(1, MARIA, true)).statusCode).toBe(200);
  await pro(MARIA, true);
}
async function pro(user: number, on: boolean) {
  await ctx.db.query(`DELETE FROM subscriptions WHERE user_id = $1`, [user]);
  if (on) await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status, started_at, expires_at) VALUES ($1, 2, 'active', $2, $3)`, [user, '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z']);
}

beforeEach(async () => {
  standin.options = {};
  setClock(T0);
  await drain();
  standin.calls.splice(0);
});

describe('the master’s own chat answers with free times (Telegram Business)', () => {
  it('keeps the connection, shows it to the master only, and the switch is off until the master turns it on', async () => {
    expect((await autoreply(1, MARIA)).json()).toEqual({ connected: false, can_reply: false, enabled: false });
    await connection('bc-maria', MARIA);
    expect((await autoreply(1, MARIA)).json()).toEqual({ connected: true, can_reply: true, enabled: false });
    expect((await autoreply(1, OLGA)).statusCode).toBe(403);
    expect((await autoreply(1, OLGA, true)).statusCode).toBe(403);
    expect((await autoreply(999, MARIA)).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/workers/1/business-autoreply', headers: as(MARIA), payload: { enabled: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
    expect((await autoreply(1, MARIA)).json().enabled, 'a refused request changes nothing').toBe(false);
    const on = await autoreply(1, MARIA, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ connected: true, can_reply: true, enabled: true });
  });

  it('a client’s message gets one answer through the connection, with the next three times and “Записаться”; another within 12 hours none', async () => {
    await ready();
    const client = nextUser++;
    await message('bc-maria', client);
    await message('bc-maria', client);
    await drain();
    const [answer, ...more] = answersTo(client);
    expect(more).toEqual([]);
    expect(answer!.business_connection_id).toBe('bc-maria');
    expect(answer!.text).toContain('«Мужская стрижка»');
    const buttons = answer!.reply_markup!.inline_keyboard.map((row) => row[0]!);
    expect(buttons).toHaveLength(4);
    expect(buttons.slice(0, 3).map((b) => b.url)).toEqual(Array(3).fill('https://t.me/lime_booking_bot?startapp=slots_1_1_1_2_20261201'));
    expect(buttons.slice(0, 3).map((b) => b.text.slice(-5))).toEqual(['10:30', '11:00', '11:30']);
    expect(buttons[3]).toEqual({ text: 'Записаться', url: 'https://t.me/lime_booking_bot?startapp=book_1_1_1' });

    setClock(new Date(T0.getTime() + 11 * 3_600_000));
    await message('bc-maria', client);
    await drain();
    expect(answersTo(client), 'within 12 hours').toHaveLength(1);
    setClock(new Date(T0.getTime() + 12 * 3_600_000 + 60_000));
    await message('bc-maria', client);
    await drain();
    expect(answersTo(client), 'after 12 hours').toHaveLength(2);
  });

  it('none to the master’s own messages, to edits, with the switch off, or on the free plan', async () => {
    await ready();
    const client = nextUser++;
    await message('bc-maria', client, MARIA);
    await message('bc-maria', client, client, 'edited_business_message');
    await update({ deleted_business_messages: { business_connection_id: 'bc-maria', chat: { id: client, type: 'private', first_name: 'К' }, message_ids: [1] } });
    await drain();
    expect(answersTo(client)).toEqual([]);

    await autoreply(1, MARIA, false);
    await message('bc-maria', client);
    await drain();
    expect(answersTo(client), 'switched off').toEqual([]);
    await autoreply(1, MARIA, true);

    await pro(MARIA, false);
    await pro(OLGA, true);
    await message('bc-maria', client);
    await drain();
    expect(answersTo(client), 'the free plan (another master on Про)').toEqual([]);
    await pro(OLGA, false);
    await pro(MARIA, true);
    await message('bc-maria', client);
    await drain();
    expect(answersTo(client), 'the same client, now on Про').toHaveLength(1);
  });

  it('none to a client the master blocked; the others still get theirs', async () => {
    await ready();
    const blocked = nextUser++;
    const other = nextUser++;
    await ctx.app.inject({ url: '/api/places', headers: as(blocked) }); // the client known to the app (a users row)
    await ctx.db.query(`INSERT INTO worker_clients (worker_id, client_id, blocked, blocked_at) VALUES (1, $1, true, $2)`, [blocked, T0.toISOString()]);
    await message('bc-maria', blocked);
    await message('bc-maria', other);
    await drain();
    expect(answersTo(blocked)).toEqual([]);
    expect(answersTo(other)).toHaveLength(1);
  });

  it('none where the connection cannot reply or is disabled; the older top-level can_reply counts', async () => {
    await ready();
    const [a, b, c] = [nextUser++, nextUser++, nextUser++];
    await connection('bc-maria', MARIA, { rights: { can_read_messages: true } });
    expect((await autoreply(1, MARIA)).json()).toEqual({ connected: true, can_reply: false, enabled: true });
    await message('bc-maria', a);
    await connection('bc-maria', MARIA, { rights: null, legacyCanReply: true });
    await message('bc-maria', b);
    await drain();
    expect(answersTo(a), 'no rights').toEqual([]);
    expect(answersTo(b), 'older can_reply').toHaveLength(1);

    const before = sent().length;
    await message('bc-maria', c);
    await connection('bc-maria', MARIA, { enabled: false });
    expect((await autoreply(1, MARIA)).json().connected).toBe(false);
    await message('bc-maria', nextUser++);
    await drain();
    expect(answersTo(c), 'queued, then the connection was disabled: not sent').toEqual([]);
    expect(sent().slice(before)).toEqual([]);
    await connection('bc-maria', MARIA);
  });

  it('a 403 for the answer does not mark the client unreachable for the bot’s own messages', async () => {
    await ready();
    const client = nextUser++;
    await ctx.db.query(`INSERT INTO users (id, first_name, bot_write_allowed) VALUES ($1, 'Клиент', true)`, [client]);
    standin.options = { blockedChats: [client] };
    await message('bc-maria', client);
    await drain();
    expect(standin.calls.filter((c) => c.method === 'sendMessage' && c.status === 403)).toHaveLength(1);
    const { rows } = await ctx.db.query<{ unreachable: boolean }>('SELECT bot_unreachable_at IS NOT NULL AS unreachable FROM users WHERE id = $1', [client]);
    expect(rows[0]!.unreachable).toBe(false);
  });

  it('with no free time in 14 days, says so and offers the waitlist', async () => {
    await ready();
    await ctx.db.query(`UPDATE timeslots SET status = 'break' WHERE worker_id = 1 AND status = 'free'`);
    const client = nextUser++;
    await message('bc-maria', client);
    await drain();
    const [answer] = answersTo(client);
    expect(answer!.text).toMatch(/^Здравствуйте! В ближайшие 14 дней свободного времени нет\./);
    expect(answer!.reply_markup!.inline_keyboard.map((row) => row[0]!.text)).toEqual(['Лист ожидания', 'Записаться']);
  });
});
