import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { getAnalytics } from '../../../src/services/analytics.service';
import { listWorkerClients } from '../../../src/services/clients.service';
import { figureReads } from '../../../src/speed/figures';
import { openDatabase } from '../../../src/db/database';
import { useApp } from '../../helper';
import { MARIA, as, moveHelpers } from '../../routes/bookings/move-helpers';

// The counts migration 30 keeps (speed/figures) stay what the bookings make
// through every kind of write, and the fast reads answer as the plain ones at any hour.
const T0 = new Date('2026-12-01T08:00:00+03:00');
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 });
const fast = figureReads(false);
const plain = figureReads(true);
const moscow = (local: string) => new Date(`${local}+03:00`);

type Row = Record<string, unknown>;
const byKey = (rows: Row[], key: (r: Row) => string) => new Map(rows.map((r) => [key(r), r]));

/** What the kept rows should hold, counted here in JavaScript from the bookings, their services and moves. */
async function countedFromScratch() {
  const { rows: bookings } = await ctx.db.query<{ id: number; worker_id: number; client_id: number; date: string; time_start: string; status: string; cancelled_by: string | null; attendance: string | null; moved: boolean }>(
    `SELECT b.id, b.worker_id, b.client_id, to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI:SS') AS time_start, b.status, b.cancelled_by, b.attendance,
            EXISTS (SELECT 1 FROM booking_moves m WHERE m.booking_id = b.id) AS moved FROM bookings b`,
  );
  const { rows: links } = await ctx.db.query<{ booking_id: number; service_id: number; price: number }>('SELECT booking_id, service_id, price FROM booking_services');
  const days = new Map<string, Row & { hours: number[] }>();
  const services = new Map<string, Row>();
  const clients = new Map<string, Row>();
  for (const b of bookings) {
    const active = b.status === 'confirmed' || b.status === 'created';
    const took = active && b.attendance !== 'no_show';
    const own = links.filter((l) => Number(l.booking_id) === Number(b.id));
    const price = own.reduce((sum, l) => sum + Number(l.price), 0);
    const dayKey = `${b.worker_id}|${b.date}`;
    const day = days.get(dayKey) ?? { bookings: 0, cancelled_by_client: 0, cancelled_by_master: 0, moves: 0, active: 0, no_shows: 0, took: 0, revenue: 0, hours: new Array<number>(24).fill(0) };
    days.set(dayKey, day);
    const add = (r: Row, field: string, n: number | boolean) => { r[field] = Number(r[field]) + Number(n); };
    add(day, 'bookings', 1);
    add(day, 'cancelled_by_client', !active && b.cancelled_by === 'client');
    add(day, 'cancelled_by_master', !active && b.cancelled_by === 'master');
    add(day, 'moves', b.moved);
    add(day, 'active', active);
    add(day, 'no_shows', active && b.attendance === 'no_show');
    add(day, 'took', took);
    if (took) {
      add(day, 'revenue', price);
      day.hours[Number(b.time_start.slice(0, 2))]! += 1;
      for (const l of own) {
        const key = `${dayKey}|${l.service_id}`;
        const s = services.get(key) ?? { count: 0, revenue: 0 };
        services.set(key, s);
        add(s, 'count', 1);
        add(s, 'revenue', Number(l.price));
      }
    }
    const clientKey = `${b.worker_id}|${b.client_id}`;
    const c = clients.get(clientKey) ?? { bookings: 0, took: 0, spent: 0, no_shows: 0, cancellations: 0, first_at: null, last_at: null };
    clients.set(clientKey, c);
    add(c, 'bookings', 1);
    add(c, 'took', took);
    add(c, 'no_shows', active && b.attendance === 'no_show');
    add(c, 'cancellations', !active && b.cancelled_by === 'client');
    if (took) {
      add(c, 'spent', price);
      const at = `${b.date} ${b.time_start}`;
      if (c.first_at === null || at < String(c.first_at)) c.first_at = at;
      if (c.last_at === null || at > String(c.last_at)) c.last_at = at;
    }
  }
  return { days, services, clients, bookings: bookings.length };
}

/** The kept rows; a row whose bookings are all gone keeps zeros (read as no row). */
async function kept() {
  const num = (r: Row) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null || k === 'date' || k.endsWith('_at') ? v : Number(v)]));
  const days = (await ctx.db.query<Row>(
    `SELECT worker_id, to_char(date, 'YYYY-MM-DD') AS date, bookings, cancelled_by_client, cancelled_by_master, moves, active, no_shows, took, revenue, array_to_string(hours, ',') AS hours
       FROM figure_days WHERE bookings > 0`,
  )).rows.map((r) => ({ ...num({ ...r, hours: null }), hours: String(r.hours).split(',').map(Number) }));
  const services = (await ctx.db.query<Row>(`SELECT worker_id, to_char(date, 'YYYY-MM-DD') AS date, service_id, count, revenue FROM figure_day_services`)).rows.map(num);
  const clients = (await ctx.db.query<Row>(
    `SELECT worker_id, client_id, bookings, took, spent, no_shows, cancellations,
            to_char(first_at, 'YYYY-MM-DD HH24:MI:SS') AS first_at, to_char(last_at, 'YYYY-MM-DD HH24:MI:SS') AS last_at
       FROM figure_clients WHERE bookings > 0`,
  )).rows.map(num);
  return {
    days: byKey(days as Row[], (r) => `${r.worker_id}|${r.date}`),
    services: byKey(services, (r) => `${r.worker_id}|${r.date}|${r.service_id}`),
    clients: byKey(clients, (r) => `${r.worker_id}|${r.client_id}`),
  };
}

async function expectKeptAsCounted() {
  const expected = await countedFromScratch();
  const actual = await kept();
  const strip = (r: Row | undefined, drop: string[]) => r && Object.fromEntries(Object.entries(r).filter(([k]) => !drop.includes(k)));
  expect(new Set(actual.days.keys())).toEqual(new Set(expected.days.keys()));
  for (const [key, day] of expected.days) expect(strip(actual.days.get(key), ['worker_id', 'date']), key).toEqual(day);
  expect(new Set(actual.services.keys())).toEqual(new Set(expected.services.keys()));
  for (const [key, s] of expected.services) expect(strip(actual.services.get(key), ['worker_id', 'date', 'service_id']), key).toEqual(s);
  expect(new Set(actual.clients.keys())).toEqual(new Set(expected.clients.keys()));
  for (const [key, c] of expected.clients) expect(strip(actual.clients.get(key), ['worker_id', 'client_id']), key).toEqual(c);
  return expected;
}

/** Both reads' answers for master 1 (Мария) at the clock set: the figures of each period, every sort of the clients, a search, a later page. */
async function answers(reads: typeof fast, periods: [string, string][]) {
  const out: unknown[] = [];
  for (const [from, to] of periods) out.push(await getAnalytics(reads, ctx.db, MARIA, 1, { from, to }));
  for (const sort of ['last_visit', 'visits', 'spent'] as const) {
    const first = await listWorkerClients(reads, ctx.db, MARIA, 1, { sort, limit: 4 });
    out.push(first, await listWorkerClients(reads, ctx.db, MARIA, 1, { sort, limit: 4, before: first.at(-1)!.telegram_id }));
    out.push(await listWorkerClients(reads, ctx.db, MARIA, 1, { sort, q: 'Клиент610003' }));
  }
  return out;
}

describe('speed/figures: the kept counts (migration 30)', () => {
  const h = moveHelpers(ctx);
  const ids: number[] = [];
  const clients = Array.from({ length: 6 }, () => h.client());

  beforeAll(async () => {
    await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 2, 'active')`, [MARIA]);
    // Bookings over six days, each client several times, every third with both services (90 minutes).
    let n = 0;
    for (const date of ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']) {
      for (const time of ['09:00', '11:00', '14:00', '16:00']) {
        ids.push(await h.book(clients[n % clients.length]!, date, time, n % 3 === 1 ? [2, 1] : [2]));
        n++;
      }
    }
  });

  it('are what the bookings make after bookings, cancels by each side, moves by each side and prices kept', async () => {
    const first = await expectKeptAsCounted();
    expect(first.bookings).toBeGreaterThanOrEqual(24);
    // A client cancels, the master cancels, a client moves to another day, the master moves within a day.
    expect((await ctx.app.inject({ url: `/api/bookings/${ids[1]}/cancel`, headers: as(clients[1]!) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/workers/1/bookings/${ids[2]}/cancel`, headers: as(MARIA), payload: {} })).statusCode).toBe(200);
    expect((await h.move(clients[3]!, ids[3]!, '2026-12-05', '12:30')).statusCode).toBe(200);
    expect((await h.move(MARIA, ids[7]!, '2026-12-03', '11:30')).statusCode).toBe(200);
    // A later price does not change what was booked; a booking made after it keeps the new one.
    await ctx.db.query('UPDATE services SET price = price + 700 WHERE id = 2');
    ids.push(await h.book(clients[0]!, '2026-12-04', '12:30', [2]));
    await expectKeptAsCounted();
  });

  it('follow who came, and writes made in SQL by anyone: a service added, a price changed, a booking moved, deleted or inserted', async () => {
    const before = (await countedFromScratch()).bookings;
    setClock(moscow('2026-12-04T18:00:00'));
    for (const [i, mark] of [[0, 'came'], [6, 'no_show'], [8, 'no_show'], [9, 'came']] as const) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/bookings/${ids[i]}/attendance`, headers: as(MARIA), payload: { attendance: mark } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A no-show unmarked again counts as taking place.
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/bookings/${ids[8]}/attendance`, headers: as(MARIA), payload: { attendance: null } })).statusCode).toBe(200);
    await ctx.db.query('INSERT INTO booking_services (booking_id, service_id, position, price) VALUES ($1, 1, 1, 1234)', [ids[11]]);
    await ctx.db.query('UPDATE booking_services SET price = 99 WHERE booking_id = $1 AND service_id = 2', [ids[10]]);
    await ctx.db.query(`UPDATE bookings SET date = '2026-12-09', time_start = '09:00', time_end = '09:30' WHERE id = $1`, [ids[12]]);
    await ctx.db.query(`UPDATE bookings SET client_id = $2 WHERE id = $1`, [ids[13], clients[5]]);
    // As the demo's removal deletes (db/remove-demo.ts): its bot messages first.
    await ctx.db.query('DELETE FROM outbox WHERE booking_id = $1', [ids[14]]);
    await ctx.db.query('DELETE FROM bookings WHERE id = $1', [ids[14]]);
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end) VALUES ('confirmed', $1, 1, 1, '2026-12-06', '12:00', '12:30') RETURNING id`, [clients[2]]);
    await ctx.db.query('INSERT INTO booking_services (booking_id, service_id, position, price) VALUES ($1, 2, 0, 1500)', [rows[0]!.id]);
    const counted = await expectKeptAsCounted();
    // One deleted, one inserted.
    expect(counted.bookings).toBe(before);
  });

  it('a change the counts do not read (a reminder revision, the card) recounts nothing', async () => {
    const before = (await ctx.db.query<{ x: string }>('SELECT xmin::text AS x FROM figure_days WHERE worker_id = 1 AND date = $1', ['2026-12-02'])).rows[0]!.x;
    await ctx.db.query('UPDATE bookings SET revision = revision + 1 WHERE id = $1', [ids[0]]);
    expect((await ctx.db.query<{ x: string }>('SELECT xmin::text AS x FROM figure_days WHERE worker_id = 1 AND date = $1', ['2026-12-02'])).rows[0]!.x).toBe(before);
  });

  it('the fast reads answer as the plain ones at any hour: before, during and after the bookings, at midnight, with periods reaching past today', async () => {
    const periods: [string, string][] = [['2026-12-02', '2026-12-05'], ['2026-12-04', '2026-12-06'], ['2026-12-01', '2026-12-31'], ['2026-12-05', '2026-12-05']];
    const clocks = ['2026-12-02T00:00:00', '2026-12-03T10:30:00', '2026-12-04T00:00:00', '2026-12-04T23:59:00', '2026-12-05T14:15:00', '2026-12-07T09:00:00', '2027-01-10T12:00:00'];
    for (const clock of clocks) {
      setClock(moscow(clock));
      const [a, b] = [await answers(fast, periods), await answers(plain, periods)];
      expect(a, clock).toEqual(b);
    }
    // Not vacuous: the figures there have bookings in both periods, and the clients' pages are full.
    setClock(moscow('2026-12-05T14:15:00'));
    const figures = await getAnalytics(fast, ctx.db, MARIA, 1, { from: '2026-12-04', to: '2026-12-06' });
    expect(figures.bookings).toBeGreaterThan(5);
    expect(figures.previous.bookings).toBeGreaterThan(5);
    expect(figures.returning_clients + figures.new_clients).toBeGreaterThan(2);
    expect(await listWorkerClients(fast, ctx.db, MARIA, 1, { limit: 4 })).toHaveLength(4);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('two writers of one day at once both count (PostgreSQL: each waits for the other\'s row)', async () => {
    // A second connection pool on the same database: two transactions book the same day of master 1 at once.
    const { rows } = await ctx.db.query<{ db: string }>('SELECT current_database() AS db');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.db}`;
    const other = await openDatabase({ databaseUrl: url.toString() });
    try {
      // One statement each (a booking without services: one recount, as a psql user's insert would make).
      const insert = (db: typeof other, time: string, client: number) => db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end) VALUES ('confirmed', $1, 1, 1, '2026-12-10', $2, $2::time + interval '30 minutes')`,
          [client, time]);
        // Both transactions hold their booking uncommitted at once before either commits.
        await new Promise((r) => setTimeout(r, 200));
      });
      // The day's row exists already (a first insert of a row would make the second writer wait on its own).
      await insert(ctx.db, '12:00', clients[2]!);
      await Promise.all([insert(ctx.db, '09:00', clients[0]!), insert(other, '10:00', clients[0]!), insert(other, '11:00', clients[1]!)]);
      const day = (await ctx.db.query<{ bookings: number; took: number }>(`SELECT bookings, took FROM figure_days WHERE worker_id = 1 AND date = '2026-12-10'`)).rows[0]!;
      expect([Number(day.bookings), Number(day.took)]).toEqual([4, 4]);
      await expectKeptAsCounted();
    } finally {
      await other.close();
    }
  });
});
