import { describe, expect, it } from 'vitest';
import { BORIS, initDataFor, useApp } from '../../helper';
import { now } from '../../../src/domain/clock';

// The client's lists are read from each booking's stored card (migration 22, issue 30). Whatever
// changes what a booking shows, through the API or straight in the database, its card follows, and
// the list stays what it would be if it were built from the rows at the time of reading.
const ctx = useApp();
const MARIA = 200001; // master of worker 1 (demo data)
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const day = (n: number) => new Date(Date.now() + 3 * 3600_000 + n * 86400_000).toISOString().slice(0, 10);

/** The instant (ISO, whole seconds) at which the wall clock of `zone` shows `date` `time`. */
function instantOf(zone: string, date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}Z`);
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const offsetAt = (t: number) => {
    const p = Object.fromEntries(format.formatToParts(t).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - t;
  };
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString().replace('.000Z', 'Z');
}

/** The client's whole list as spec section 3 has it, built here from the rows as they are now. */
async function expectedList(clientId: number) {
  const { rows } = await ctx.db.query<{
    id: number; status: string; place_id: number; worker_id: number; title: string; avatar: string; timezone: string | null; date: string; time_start: string;
    cancel_cutoff_hours: number; max_moves: number | null; client_moves: number;
  }>(
    `SELECT b.id, b.status, b.place_id, w.id AS worker_id, w.title, w.avatar, mu.timezone, w.cancel_cutoff_hours, w.max_moves, b.client_moves,
            to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI:SS') AS time_start
       FROM bookings b JOIN workers w ON w.id = b.worker_id LEFT JOIN users mu ON mu.id = w.user_id
      WHERE b.client_id = $1 ORDER BY b.date, b.time_start, b.id`,
    [clientId],
  );
  const list = [];
  for (const b of rows) {
    const services = await ctx.db.query<{ title: string; price: number; slot_duration: number; category_id: number | null }>(
      `SELECT s.title, bs.price, s.slot_duration, s.category_id FROM booking_services bs JOIN services s ON s.id = bs.service_id
        WHERE bs.booking_id = $1 ORDER BY bs.position`,
      [b.id],
    );
    const startsAt = instantOf(b.timezone ?? 'Europe/Moscow', b.date, b.time_start);
    // Issue 41: judged at the read from the master's rules now; never stored in the card.
    const canCancel = ['confirmed', 'created'].includes(b.status) && Date.parse(startsAt) - b.cancel_cutoff_hours * 3_600_000 > now().getTime();
    list.push({
      id: Number(b.id), status: b.status, place_id: Number(b.place_id),
      worker: { id: Number(b.worker_id), name: b.title, avatar: b.avatar },
      services: services.rows.map((s) => ({ title: s.title, price: Number(s.price), slot_duration: Number(s.slot_duration), category_id: s.category_id === null ? null : Number(s.category_id) })),
      time: { date: b.date, time_start: b.time_start, starts_at: startsAt },
      can_move: canCancel && (b.max_moves === null || b.client_moves < b.max_moves),
      can_cancel: canCancel,
    });
  }
  return list;
}

/** The list the API answers is, byte for byte, the list built from the rows now; its first page too. */
async function expectListCurrent(clientId: number) {
  const expected = await expectedList(clientId);
  const whole = await ctx.app.inject({ url: `/api/bookings/telegram_id/${clientId}`, headers: as(clientId) });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toMatch(/^application\/json/);
  expect(whole.body).toBe(JSON.stringify(expected));
  const page = await ctx.app.inject({ url: `/api/bookings/telegram_id/${clientId}?limit=20`, headers: as(clientId) });
  const byId = new Map(expected.map((b) => [b.id, b]));
  for (const b of page.json() as { id: number }[]) expect(b).toEqual(byId.get(b.id));
  return expected;
}

async function slotId(workerId: number, date: string, start: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND time_start <= $3::time AND time_end > $3::time AND status = 'free'`,
    [workerId, date, start],
  );
  return Number(rows[0]!.id);
}

describe("the client's list follows every change to what a booking shows", () => {
  let booked: number;
  let inserted: number;

  it('a booking made through the API (two services, in the order chosen) and one written straight into the tables', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: as(BORIS),
      payload: { telegram_id: BORIS, place_id: 1, service_ids: [2, 1], timeslot_id: await slotId(1, day(2), '15:00'), time_start: '15:00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    booked = res.json().id;
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end) VALUES ('confirmed', $1, 1, 1, $2, '18:00', '18:30') RETURNING id`,
      [BORIS, day(4)],
    );
    inserted = Number(rows[0]!.id);
    // Its services come after it, as a writer without the card does it.
    await ctx.db.query('INSERT INTO booking_services (booking_id, service_id, position, price) VALUES ($1, 2, 0, 1500)', [inserted]);
    const list = await expectListCurrent(BORIS);
    expect(list.map((b) => b.id)).toEqual([booked, inserted]);
    expect(list[0]!.services.map((s) => s.title)).toHaveLength(2);
    expect(list[1]!.services).toHaveLength(1);
  });

  it("the master's name (through the API) and photo", async () => {
    const patch = await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(MARIA), payload: { telegram_id: MARIA, worker_title: 'Мария Новая' } });
    expect(patch.statusCode).toBe(200);
    await ctx.db.query(`UPDATE workers SET avatar = '/api/documents/files/new-photo.png' WHERE id = 1`);
    const list = await expectListCurrent(BORIS);
    expect(list[0]!.worker).toEqual({ id: 1, name: 'Мария Новая', avatar: '/api/documents/files/new-photo.png' });
  });

  it("the master's time zone (through the API): the same wall time is another instant", async () => {
    const before = (await expectedList(BORIS))[0]!.time.starts_at;
    const moved = await ctx.app.inject({ method: 'POST', url: '/api/profile/timezone', headers: as(MARIA), payload: { telegram_id: MARIA, timezone: 'Asia/Novosibirsk' } });
    expect(moved.statusCode).toBe(200);
    const list = await expectListCurrent(BORIS);
    expect(Date.parse(list[0]!.time.starts_at)).toBe(Date.parse(before) - 4 * 3600_000);
  });

  it("a service's title and price (through the API), and its category deleted: the booking keeps the price it was booked at", async () => {
    const put = await ctx.app.inject({
      method: 'PUT', url: '/api/services/2', headers: as(MARIA),
      payload: { worker_id: 1, category_id: 1, place_id: 1, title: 'Стрижка машинкой', price: 1700, slot_duration: 30, booking_deadline: 15 },
    });
    expect(put.statusCode).toBe(200);
    let list = await expectListCurrent(BORIS);
    expect(list[1]!.services[0]).toMatchObject({ title: 'Стрижка машинкой', price: 1500 });
    await ctx.db.query('DELETE FROM categories WHERE id = 1');
    list = await expectListCurrent(BORIS);
    expect(list[1]!.services[0]!.category_id).toBeNull();
  });

  it('a cancel (through the API), a service taken off a booking, a booking moved', async () => {
    const cancel = await ctx.app.inject({ url: `/api/bookings/${booked}/cancel`, headers: as(BORIS) });
    expect(cancel.statusCode).toBe(200);
    let list = await expectListCurrent(BORIS);
    expect(list[0]!.status).toBe('cancelled');
    await ctx.db.query('DELETE FROM booking_services WHERE booking_id = $1 AND position = 0', [booked]);
    list = await expectListCurrent(BORIS);
    expect(list[0]!.services).toHaveLength(1);
    await ctx.db.query(`UPDATE bookings SET date = $2, time_start = '19:00', time_end = '19:30' WHERE id = $1`, [inserted, day(5)]);
    list = await expectListCurrent(BORIS);
    expect(list[1]!.time).toMatchObject({ date: day(5), time_start: '19:00:00' });
  });

  it('a move (through the API) rebuilds the card; the master’s rules change can_move in the list and leave the card as it is', async () => {
    const move = await ctx.app.inject({
      method: 'POST', url: `/api/bookings/${inserted}/move`, headers: as(BORIS), payload: { timeslot_id: await slotId(1, day(6), '16:00'), time_start: '16:00' },
    });
    expect(move.statusCode, move.body).toBe(200);
    let list = await expectListCurrent(BORIS);
    expect(list[1]).toMatchObject({ time: { date: day(6), time_start: '16:00:00' }, can_move: true, can_cancel: true });
    const card = async () => (await ctx.db.query<{ list_card: string }>('SELECT list_card FROM bookings WHERE id = $1', [inserted])).rows[0]!.list_card;
    const before = await card();
    const rules = await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(MARIA), payload: { telegram_id: MARIA, max_moves: 1 } });
    expect(rules.statusCode, rules.body).toBe(200);
    list = await expectListCurrent(BORIS);
    expect(list[1]).toMatchObject({ can_move: false, can_cancel: true });
    expect(await card(), 'the judgement is not stored in the card').toBe(before);
    expect(before).not.toMatch(/can_/);
  });

  it('a booking without a card is still listed, as its rows make it', async () => {
    await ctx.db.query('UPDATE bookings SET list_card = NULL WHERE id = $1', [inserted]);
    expect((await ctx.db.query('SELECT list_card FROM bookings WHERE id = $1', [inserted])).rows[0]!.list_card).toBeNull();
    const list = await expectListCurrent(BORIS);
    expect(list.map((b) => b.id)).toContain(inserted);
    await ctx.db.query('SELECT refresh_booking_list_cards(ARRAY[$1::int])', [inserted]);
  });

  it('every booking in the database carries the card its rows make now', async () => {
    const { rows } = await ctx.db.query<{ n: number; stale: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE list_card IS DISTINCT FROM booking_list_card(b))::int AS stale
         FROM bookings b`,
    );
    expect(rows[0]!.n).toBeGreaterThan(2);
    expect(rows[0]!.stale).toBe(0);
  });
});
