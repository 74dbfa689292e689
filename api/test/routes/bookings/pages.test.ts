import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import { setClock } from '../../../src/domain/clock';
import { ANNA, BORIS, initDataFor, useApp } from '../../helper';

// The client's list in pages: upcoming first, then past bookings in pages, the
// whole list unchanged without paging parameters.
const ctx = useApp();
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const CLIENT = 100_777;
const PAST = 45;

async function list(query: string, caller = CLIENT) {
  const res = await ctx.app.inject({ url: `/api/bookings/telegram_id/${caller}${query}`, headers: as(caller) });
  return res;
}
const ids = (res: { json(): unknown }) => v.parse(schemas.BookingListSchema, res.json()).map((b) => b.id);

/** 45 past bookings (a day apart, at 10:00 and master 1's 'Женская стрижка') and 3 upcoming ones of CLIENT, inserted as rows. */
async function seedHistory(): Promise<{ past: number[]; upcoming: number[] }> {
  await ctx.db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'Постоянная') ON CONFLICT DO NOTHING`, [CLIENT]);
  const insert = async (days: number, status = 'confirmed') => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
       VALUES ($1, $2, 1, 1, (now() AT TIME ZONE 'Europe/Moscow')::date + $3::int, '06:00', '06:30') RETURNING id`,
      [status, CLIENT, days],
    );
    const id = Number(rows[0]!.id);
    await ctx.db.query('INSERT INTO booking_services (booking_id, service_id, position, price) VALUES ($1, 1, 0, 2500)', [id]);
    return id;
  };
  const past: number[] = [];
  for (let d = 1; d <= PAST; d++) past.push(await insert(-500 - d, d % 7 === 0 ? 'cancelled' : 'confirmed'));
  const upcoming = [await insert(30), await insert(31, 'cancelled'), await insert(32)];
  return { past, upcoming };
}

describe("the client's list in pages", () => {
  let seeded: { past: number[]; upcoming: number[] };
  afterEach(() => setClock(null));

  it('without paging parameters answers the whole list, as the first API did', async () => {
    seeded = await seedHistory();
    const all = await list('');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toHaveLength(PAST + 3);
    // By date and start, oldest first: the past ones (inserted newest first) reversed, then upcoming.
    expect(ids(all)).toEqual([...[...seeded.past].reverse(), ...seeded.upcoming]);
  });

  it('gives every upcoming booking first, then past ones most recent first, each exactly once across pages', async () => {
    const first = await list('?limit=20');
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual([...seeded.upcoming, ...seeded.past.slice(0, 20)]);
    const second = await list(`?limit=20&before=${seeded.past[19]}`);
    expect(ids(second)).toEqual(seeded.past.slice(20, 40));
    const third = await list(`?limit=20&before=${seeded.past[39]}`);
    expect(ids(third)).toEqual(seeded.past.slice(40));
    // The last page is short; asking past its end gives an empty page.
    expect(ids(await list(`?limit=20&before=${seeded.past[PAST - 1]}`))).toEqual([]);
    // The default page holds 20 past bookings.
    expect(ids(await list(`?before=${seeded.past[0]}`))).toEqual(seeded.past.slice(1, 21));
  });

  it('moves a booking from upcoming to past once it has started on the master\'s clock', async () => {
    // 31 days and a bit on: the first two upcoming bookings have begun (06:00 Moscow).
    const moscowToday = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    setClock(new Date(Date.parse(`${moscowToday}T06:00:00+03:00`) + 31 * 86400_000 + 60_000));
    const first = await list('?limit=5');
    expect(ids(first)).toEqual([seeded.upcoming[2], seeded.upcoming[1], seeded.upcoming[0], ...seeded.past.slice(0, 3)]);
  });

  it("reads 'now' in the master's zone at the edges of UTC's range (UTC+14 and UTC-12)", async () => {
    // Another client, so the rows above stay as they are; master 1's zone changes for this test only.
    // With ?limit=1 a page holds every upcoming booking and one past one, so its ids tell which is which.
    const other = CLIENT + 1;
    await ctx.db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'Дальняя') ON CONFLICT DO NOTHING`, [other]);
    const masterUser = Number((await ctx.db.query<{ user_id: number }>('SELECT user_id FROM workers WHERE id = 1')).rows[0]!.user_id);
    const zoneBefore = (await ctx.db.query<{ timezone: string | null }>('SELECT timezone FROM users WHERE id = $1', [masterUser])).rows[0]!.timezone;
    const setZone = (zone: string | null) => ctx.db.query('UPDATE users SET timezone = $2 WHERE id = $1', [masterUser, zone]);
    const utcToday = new Date().toISOString().slice(0, 10);
    const day = (offset: number) => new Date(Date.parse(`${utcToday}T00:00:00Z`) + offset * 86400_000).toISOString().slice(0, 10);
    // Cancelled: they are listed all the same, and cannot collide with master 1's seeded bookings.
    const book = async (date: string, start: string) => {
      const { rows } = await ctx.db.query<{ id: number }>(
        `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end) VALUES ('cancelled', $1, 1, 1, $2, $3, $3::time + interval '30 minutes') RETURNING id`,
        [other, date, start],
      );
      await ctx.db.query('INSERT INTO booking_services (booking_id, service_id, position, price) VALUES ($1, 1, 0, 2500)', [rows[0]!.id]);
      return Number(rows[0]!.id);
    };
    const firstPageAt = async (time: string) => {
      setClock(new Date(`${utcToday}T${time}:00Z`));
      return ids(await list('?limit=1', other));
    };
    const east = await book(day(1), '09:00');
    const west = await book(day(-1), '20:00');
    try {
      // UTC+14: tomorrow's 09:00 there is today's 19:00 UTC; yesterday's 20:00 there is long past.
      await setZone('Pacific/Kiritimati');
      expect(await firstPageAt('18:59')).toEqual([east, west]);
      expect(await firstPageAt('19:01')).toEqual([east]);
      // UTC-12: yesterday's 20:00 there is today's 08:00 UTC; tomorrow's 09:00 is still to come.
      await setZone('Etc/GMT+12');
      expect(await firstPageAt('07:59')).toEqual([west, east]);
      expect(await firstPageAt('08:01')).toEqual([east, west]);
    } finally {
      await setZone(zoneBefore);
    }
  });

  it('answers a paged list in the contract shape, with the same bookings as the whole list', async () => {
    const whole = new Map(v.parse(schemas.BookingListSchema, (await list('')).json()).map((b) => [b.id, b]));
    for (const b of v.parse(schemas.BookingListSchema, (await list('?limit=100')).json())) expect(b).toEqual(whole.get(b.id));
  });

  it("lists a booking's services in their order, the booking once, whether whole, paged, at a place or with a master", async () => {
    // Another client: two bookings of three services each (their order not their ids' order), one past, one upcoming.
    const other = CLIENT + 2;
    await ctx.db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'Многоуслужная') ON CONFLICT DO NOTHING`, [other]);
    const svc = (await ctx.db.query<{ id: number; title: string; price: number; slot_duration: number; category_id: number | null }>(
      'SELECT id, title, price, slot_duration, category_id FROM services WHERE worker_id = 1 ORDER BY id LIMIT 3',
    )).rows;
    expect(svc).toHaveLength(3);
    const order = [svc[2]!, svc[0]!, svc[1]!];
    const book = async (days: number) => {
      const { rows } = await ctx.db.query<{ id: number }>(
        `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
         VALUES ('cancelled', $1, 1, 1, (now() AT TIME ZONE 'Europe/Moscow')::date + $2::int, '07:00', '08:30') RETURNING id`,
        [other, days],
      );
      const id = Number(rows[0]!.id);
      // Written last position first, so neither insertion nor id order gives the listed order.
      for (const [position, s] of [...order.entries()].reverse()) await ctx.db.query('INSERT INTO booking_services (booking_id, service_id, position, price) SELECT $1, $2, $3, price FROM services WHERE id = $2', [id, s.id, position]);
      return id;
    };
    const past = await book(-3);
    const upcoming = await book(3);
    const expected = order.map(({ title, price, slot_duration, category_id }) => ({ title, price, slot_duration, category_id }));
    const read = async (url: string) => v.parse(schemas.BookingListSchema, (await ctx.app.inject({ url, headers: as(other) })).json());
    const base = `/api/bookings/telegram_id/${other}`;
    for (const [url, want] of [
      [base, [past, upcoming]], [`${base}?limit=1`, [upcoming, past]], [`${base}?limit=1&before=${upcoming}`, [past]],
      [`${base}/place/1`, [past, upcoming]], [`${base}/worker/1`, [past, upcoming]],
    ] as const) {
      const list = await read(url);
      expect(list.map((b) => b.id), url).toEqual(want);
      for (const b of list) expect(b.services, url).toEqual(expected);
    }
  });

  it("refuses bad paging input with 400 naming the field, and someone else's booking as a cursor", async () => {
    for (const [query, field] of [['?limit=0', 'limit'], ['?limit=101', 'limit'], ['?limit=abc', 'limit'], ['?before=-1', 'before'], ['?before=99999999999', 'before']] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
    const annas = await ctx.app.inject({ url: `/api/bookings/telegram_id/${ANNA}`, headers: as(ANNA) });
    const someoneElses = ids(annas)[0]!;
    const res = await list(`?limit=5&before=${someoneElses}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('before');
    // Another client's list stays theirs, paged or not.
    expect((await list('?limit=5', BORIS)).json()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/bookings/telegram_id/${CLIENT}?limit=5`, headers: as(BORIS) })).statusCode).toBe(403);
  });
});
