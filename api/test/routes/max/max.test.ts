import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock, nowSeconds } from '../../../src/domain/clock';
import { signInitData } from '../../../src/auth/init-data';
import { createMaxBot, maxSender } from '../../../src/max/max-bot';
import { TEST_BOT_TOKEN, initDataFor } from '../../helper';
import { useBotApp } from '../../bot-helper';
import { startMaxApiStandin } from '../../../test-support/max-api-standin';

// Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
const MAX_TOKEN = 'test-max-bot-token';
const MAX_SECRET = 'test-max-webhook-secret';
const maxApi = await startMaxApiStandin({ token: MAX_TOKEN });
afterAll(() => maxApi.close());
const { ctx, standin, runner } = await useBotApp(T0, {
  maxBotToken: MAX_TOKEN, maxWebhookSecret: MAX_SECRET, maxApiRoot: maxApi.apiRoot, maxBotName: 'lime_max_bot', rateLimitPerMinute: 3,
}, { sms: true });
const MARIA = 200001; // Telegram master of worker 1, at place 1

async function drain() {
  const r = await runner({ max: maxSender(createMaxBot(ctx.config as never), 'lime_max_bot') });
  for (let i = 0; i < 50 && (await r.tick()); i++);
}

let nextMax = 9_000_000_001;
/** MAX's init data for a MAX user, signed as MAX signs it (the MAX bot's token), on the server's clock. */
function maxInit(user: { id: number; first_name?: string; last_name?: string }, opts: { token?: string; authDate?: number; extra?: Record<string, string> } = {}) {
  return signInitData({
    query_id: `q-${user.id}`,
    auth_date: String(opts.authDate ?? nowSeconds()),
    user: JSON.stringify({ first_name: 'Макс', language_code: 'ru', ...user }),
    ...opts.extra,
  }, opts.token ?? MAX_TOKEN);
}
const asMax = (init: string) => ({ 'x-max-init-data': init });
const me = (init: string) => ctx.app.inject({ url: '/api/me', headers: asMax(init) });
const hook = (body: unknown, secret: string | null = MAX_SECRET) =>
  ctx.app.inject({ method: 'POST', url: '/api/max/webhook', headers: secret === null ? {} : { 'x-max-bot-api-secret': secret }, payload: body as object });
const started = (userId: number, payload?: string, timestamp = Date.now()) =>
  ({ update_type: 'bot_started', timestamp, chat_id: userId + 1, user: { user_id: userId, first_name: 'Макс', is_bot: false }, ...(payload === undefined ? {} : { payload }), user_locale: 'ru' });
const contact = (sender: number, owner: number, phone: string, mid: string) => ({
  update_type: 'message_created', timestamp: Date.now(),
  message: {
    sender: { user_id: sender, first_name: 'Макс', is_bot: false }, recipient: { chat_id: sender + 1, chat_type: 'dialog', user_id: 1 },
    body: { mid, seq: 1, text: '', attachments: [{ type: 'contact', payload: { vcf_info: `BEGIN:VCARD\r\nVERSION:3.0\r\nTEL;TYPE=cell:${phone}\r\nEND:VCARD\r\n`, max_info: { user_id: owner, first_name: 'Макс' } } }] },
  },
});

async function slot(date: string, at: string) {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free' AND time_start <= $2::time AND time_end > $2::time`, [date, at]);
  return Number(rows[0]!.id);
}
async function book(headers: Record<string, string>, personId: number, date: string, time: string) {
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/bookings/', headers,
    payload: { telegram_id: personId, place_id: 1, service_ids: [2], timeslot_id: await slot(date, time), time_start: time },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const count = async (sql: string, params: unknown[] = []) => Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) x`, params)).rows[0]!.n);

beforeAll(async () => {
  // Maria opens the app in Telegram: the bot may write to her.
  await ctx.app.inject({ url: '/api/places', headers: { 'x-telegram-init-data': initDataFor({ id: MARIA, first_name: 'Мария', allows_write_to_pm: true } as never) } });
});
beforeEach(() => {
  setClock(T0);
  maxApi.options.deniedUsers = new Set();
});

describe('MAX identity', () => {
  it('a MAX user who arrives first is a person of their own, with an id no Telegram user has, named from the init data', async () => {
    const maxId = nextMax++;
    const first = await me(maxInit({ id: maxId, first_name: 'Вера', last_name: 'Макс' }));
    expect(first.statusCode, first.body).toBe(200);
    const person = first.json().person;
    expect(person).toMatchObject({ first_name: 'Вера', last_name: 'Макс', phone: null, way: 'max' });
    expect(person.id).toBeLessThan(0);
    // The same MAX user again is the same person; a rename in MAX follows.
    const again = await me(maxInit({ id: maxId, first_name: 'Вера Н.' }));
    expect(again.json().person).toMatchObject({ id: person.id, first_name: 'Вера Н.' });
    // A Telegram user with the same number is someone else.
    const tg = await ctx.app.inject({ url: '/api/me', headers: { 'x-telegram-init-data': initDataFor({ id: maxId % 1_000_000_000, first_name: 'Телеграм' }) } });
    expect(tg.json().person.id).not.toBe(person.id);
  });

  it('takes auth_date in seconds or in milliseconds', async () => {
    const res = await me(maxInit({ id: nextMax++ }, { authDate: nowSeconds() * 1000 }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses missing, forged, Telegram-signed, repeated-field, expired and future init data with 401, and makes nobody', async () => {
    const maxId = nextMax++;
    const before = await count('SELECT 1 FROM identities WHERE kind = $1', ['max']);
    const good = maxInit({ id: maxId });
    const tampered = good.replace(/hash=[0-9a-f]{4}/, 'hash=0000');
    const cases: [string, string][] = [
      ['empty', ''],
      ['forged hash', tampered === good ? good.replace(/hash=./, 'hash=0') : tampered],
      ['signed with the Telegram bot’s token', maxInit({ id: maxId }, { token: TEST_BOT_TOKEN })],
      ['a field twice', `${good}&auth_date=${nowSeconds()}`],
      ['older than INIT_DATA_MAX_AGE (a replayed query_id)', maxInit({ id: maxId }, { authDate: nowSeconds() - ctx.config.initDataMaxAge - 1 })],
      ['from the future', maxInit({ id: maxId }, { authDate: nowSeconds() + 120 })],
      ['not init data', 'garbage%%%'],
    ];
    for (const [what, init] of cases) {
      const res = await ctx.app.inject({ url: '/api/places', headers: asMax(init) });
      expect(res.statusCode, what).toBe(401);
      expect(res.json().code, what).toBe('auth.unauthenticated');
      expect((await me(init)).statusCode, what).toBe(401);
    }
    expect(await count('SELECT 1 FROM identities WHERE kind = $1', ['max'])).toBe(before);
  });

  it('a MAX user naming a Telegram user’s id in a path or a body is refused', async () => {
    const init = maxInit({ id: nextMax++ });
    const list = await ctx.app.inject({ url: `/api/bookings/telegram_id/${MARIA}`, headers: asMax(init) });
    expect(list.statusCode, list.body).toBe(403);
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: asMax(init),
      payload: { telegram_id: MARIA, place_id: 1, service_ids: [2], timeslot_id: await slot('2026-12-04', '10:00'), time_start: '10:00' },
    });
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('the MAX bot’s webhook', () => {
  it('refuses a post without or with a wrong secret (401), an undocumented update type and a bad start payload (400), and changes nothing', async () => {
    const maxId = nextMax++;
    const chats = () => count('SELECT 1 FROM max_chats');
    const before = await chats();
    expect((await hook(started(maxId), null)).statusCode).toBe(401);
    expect((await hook(started(maxId), 'wrong-secret')).statusCode).toBe(401);
    const unknown = await hook({ update_type: 'message_teleported', timestamp: 1 });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect((await hook(started(maxId, 'x'.repeat(513)))).statusCode).toBe(400);
    expect((await hook(started(maxId, 'move 1; drop'))).statusCode).toBe(400);
    expect((await hook({ update_type: 'bot_started', timestamp: 1, user: { user_id: -5 } })).statusCode).toBe(400);
    expect((await hook({ ...started(maxId), user: { user_id: maxId, first_name: 'М'.repeat(257) } })).statusCode).toBe(400);
    // Oversized: refused before it is read.
    const huge = await hook({ ...started(maxId), padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await chats()).toBe(before);
    // A documented update the bot does not read is answered and left.
    expect((await hook({ update_type: 'dialog_muted', timestamp: 1, chat_id: 1 })).statusCode).toBe(200);
  });

  it('bot_started from a user who never opened the app: consent, and the greeting with open_app on the start payload; nobody is made', async () => {
    const maxId = nextMax++;
    const people = await count('SELECT 1 FROM users');
    const res = await hook(started(maxId, 'move_12'));
    expect(res.statusCode, res.body).toBe(200);
    // MAX delivers it again: one greeting.
    await hook(started(maxId, 'move_12', 1));
    await hook(started(maxId, 'move_12', 1));
    await drain();
    expect(await count('SELECT 1 FROM users')).toBe(people);
    const greetings = maxApi.delivered().filter((m) => m.userId === maxId);
    expect(greetings).toHaveLength(2);
    expect(greetings[0]!.text).toMatch(/^Здравствуйте, Макс! Здесь можно записаться к мастеру/);
    expect(greetings[0]!.buttons).toEqual([
      [{ type: 'open_app', text: 'Открыть приложение', web_app: 'lime_max_bot', payload: 'move_12' }],
      [{ type: 'request_contact', text: 'Поделиться телефоном' }],
    ]);
    expect(standin.delivered().some((m) => String(m.text).includes('Здравствуйте, Макс'))).toBe(false);
  });
});

describe('messages by the messenger each person uses', () => {
  it('a MAX client books: the master’s notice goes through Telegram, the client’s confirmation and reminders through MAX, with open_app buttons', async () => {
    const maxId = nextMax++;
    const init = maxInit({ id: maxId, first_name: 'Клара' });
    const person = (await me(init)).json().person;
    await hook(started(maxId));
    await drain();
    const id = await book(asMax(init), person.id, '2026-12-03', '11:00');
    await drain();
    expect(standin.delivered().filter((m) => m.chat_id === MARIA).at(-1)!.text).toMatch(/^Новая запись\nКлара\n/);
    const confirmation = maxApi.delivered().filter((m) => m.userId === maxId).at(-1)!;
    expect(confirmation.text).toMatch(/^Запись подтверждена\n/);
    expect(confirmation.buttons).toEqual([[{ type: 'open_app', text: 'Мои записи', web_app: 'lime_max_bot', payload: 'bookings' }]]);
    // The reminder the day before, through MAX, with the move button.
    setClock(new Date('2026-12-02T11:00:00+03:00'));
    await drain();
    const reminder = maxApi.delivered().filter((m) => m.userId === maxId).at(-1)!;
    expect(reminder.text).toMatch(/^Напоминаем о записи через 1 день/);
    expect(reminder.buttons[0]).toContainEqual({ type: 'open_app', text: 'Перенести', web_app: 'lime_max_bot', payload: `move_${id}` });
    // The master's card of the client says how they are reached.
    const card = await ctx.app.inject({ url: `/api/workers/1/clients/${person.id}`, headers: { 'x-telegram-init-data': initDataFor({ id: MARIA, first_name: 'Мария' }) } });
    expect(card.json().reached_by).toBe('max');
  });

  it('bot_stopped withdraws MAX’s consent only: nothing more goes through MAX; MAX’s 403 does the same', async () => {
    const maxId = nextMax++;
    const init = maxInit({ id: maxId, first_name: 'Стоп' });
    const person = (await me(init)).json().person;
    await hook(started(maxId));
    await drain();
    const sent = () => maxApi.delivered().filter((m) => m.userId === maxId).length;
    expect((await hook({ update_type: 'bot_stopped', timestamp: Date.now(), user: { user_id: maxId, first_name: 'Стоп' } })).statusCode).toBe(200);
    const before = sent();
    await book(asMax(init), person.id, '2026-12-03', '12:00');
    await drain();
    expect(sent()).toBe(before);
    const dropped = await ctx.db.query<{ last_error: string }>("SELECT last_error FROM outbox WHERE chat_id = $1 AND kind = 'booking_confirmed'", [person.id]);
    expect(dropped.rows[0]!.last_error).toBe('the user has not allowed the bot to write');

    // Started again, then MAX answers 403: consent withdrawn again.
    await hook(started(maxId, undefined, 5));
    maxApi.options.deniedUsers = new Set([maxId]);
    await drain();
    const consent = await ctx.db.query<{ allowed: boolean }>('SELECT allowed FROM max_chats WHERE user_id = $1', [maxId]);
    expect(consent.rows[0]!.allowed).toBe(false);
  });

  it('a MAX user’s own contact joins the person of that phone; the messages follow the messenger they last opened; someone else’s contact counts for nothing', async () => {
    // A Telegram client with a confirmed phone.
    const TG = 400_777;
    const tgInit = () => initDataFor({ id: TG, first_name: 'Дина', allows_write_to_pm: true } as never);
    const phone = '79995557001';
    await ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers: { 'x-booking-app': '1' }, payload: { name: 'Дина', phone } });
    const code = /^(\d{6}) /.exec(ctx.sms.lastTo(phone)!.text)![1]!;
    const linked = await ctx.app.inject({ method: 'POST', url: '/api/profile/phone', headers: { 'x-telegram-init-data': tgInit() }, payload: { phone, code } });
    expect(linked.statusCode, linked.body).toBe(200);

    const maxId = nextMax++;
    const init = maxInit({ id: maxId, first_name: 'Дина' });
    const maxPersonId = (await me(init)).json().person.id;
    await hook(started(maxId));
    // Someone else's contact: refused, nothing joined.
    await hook(contact(maxId, maxId + 1, `+${phone}`, 'mid-other'));
    await drain();
    expect(maxApi.delivered().filter((m) => m.userId === maxId).at(-1)!.text).toBe('Это не ваш контакт. Нажмите «Поделиться телефоном», чтобы отправить свой.');
    expect((await me(init)).json().person.id).toBe(maxPersonId);
    // Their own: joined into Dina, who keeps her Telegram id.
    await hook(contact(maxId, maxId, `8${phone.slice(1)}`, 'mid-own'));
    await drain();
    expect(maxApi.delivered().filter((m) => m.userId === maxId).at(-1)!.text).toBe('Телефон подтверждён: ваши записи с этим номером теперь в одном профиле.');
    expect((await me(init)).json().person).toMatchObject({ id: TG, phone, way: 'max' });

    // Last opened from MAX: a booking's confirmation goes by MAX, once.
    await book(asMax(init), TG, '2026-12-03', '15:00');
    await drain();
    const toMax = maxApi.delivered().filter((m) => m.userId === maxId && m.text.startsWith('Запись подтверждена')).length;
    const toTelegram = () => standin.delivered().filter((m) => m.chat_id === TG && String(m.text).startsWith('Запись подтверждена')).length;
    expect([toMax, toTelegram()]).toEqual([1, 0]);
    // Then from Telegram: the next goes by Telegram.
    await book({ 'x-telegram-init-data': tgInit() }, TG, '2026-12-03', '16:00');
    await drain();
    expect(toTelegram()).toBe(1);
    expect(maxApi.delivered().filter((m) => m.userId === maxId && m.text.startsWith('Запись подтверждена')).length).toBe(1);
  });

  it('a contact from a MAX user who never opened the app confirms nothing', async () => {
    const maxId = nextMax++;
    await hook(started(maxId));
    await hook(contact(maxId, maxId, '+79995557002', 'mid-x'));
    await drain();
    expect(maxApi.delivered().filter((m) => m.userId === maxId).at(-1)!.text).toBe('Сначала откройте приложение, затем поделитесь телефоном.');
    expect(await count("SELECT 1 FROM identities WHERE kind = 'phone' AND external_id = '79995557002'")).toBe(0);
  });
});

// Last: the refused posts count against this address's writes for the minute.
describe('the MAX bot’s webhook and the rate limit', () => {
  it('with its secret, never waits behind the rate limit; without it, counts like any other write', async () => {
    for (let i = 0; i < 5; i++) expect((await hook({ update_type: 'dialog_muted', timestamp: i })).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await hook({ update_type: 'dialog_muted', timestamp: i }, 'wrong-secret')).statusCode);
    expect(codes).toContain(429);
  });

});
