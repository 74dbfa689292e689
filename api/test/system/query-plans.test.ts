import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/database';
import { migrate } from '../../src/db/migrations';
import { readTimetable, listScheduledDates } from '../../src/services/schedule.service';
import { cancelClientBooking, listClientBookingPage, listClientBookings, listMasterDayBookings } from '../../src/services/bookings.service';
import { listServices, listCategories } from '../../src/services/services.service';
import * as catalog from '../../src/services/catalog.service';
import { createBooking } from '../../src/services/booking-create.service';
import { getBooking, moveBooking } from '../../src/services/booking-move.service';
import { markAttendance } from '../../src/services/attendance.service';
import type { Notifier } from '../../src/services/notifications.service';
import { syncUserProfile } from '../../src/db/queries/users.queries';
import { claimDue, takeLease } from '../../src/db/queries/outbox.queries';
import { FULL_SCALE, MASTER_ID0, CLIENT_ID0, seedScale, seededBookings } from '../../test-support/scale-seed';
import { getAnalytics } from '../../src/services/analytics.service';
import { figureReads } from '../../src/speed/figures';
import { getWorkerClient, listWorkerClients } from '../../src/services/clients.service';
import { isClientBlocked } from '../../src/db/queries/client-blocks.queries';
import { answerBusinessMessage } from '../../src/services/business-autoreply.service';
import { calendarFeed } from '../../src/services/calendar.service';
import { getHomeScreen } from '../../src/services/home-screen.service';
import { freshDatabase } from '../helper';

// At 10,000 masters and 1,000,000 bookings every hot request finds its rows through an
// index. Each hot path below runs its real service code on a database of that size; every statement
// it sends is explained first, with the planner's plan for these values (custom) and the plan it
// reuses for any values (generic: the API's statements are prepared), and a sequential scan of a
// large table fails the test. PostgreSQL only (the size needs a server; seeding takes about a minute).
const LARGE_ROWS = 5_000;

interface Explained {
  sql: string;
  plan: 'custom' | 'generic';
  seqScans: string[];
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** A parameter as an untyped SQL literal (PostgreSQL gives it the prepared statement's type). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(`{${value.map((x) => (x === null ? 'NULL' : `"${String(x).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`);
  return quote(String(value));
}

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }
function seqScansOf(node: PlanNode, large: Set<string>, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && large.has(node['Relation Name'])) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScansOf(child, large, out);
  return out;
}

/**
 * Runs `fn` against a database whose every statement is explained (custom and generic plans) before
 * it runs, all in one transaction that is rolled back: the seeded data stays as it was.
 */
async function explainAll(db: Database, large: Set<string>, fn: (db: Database) => Promise<unknown>): Promise<Explained[]> {
  const seen: Explained[] = [];
  const rollback = new Error('rollback');
  await db
    .transaction(async (tx) => {
      // One statement (and its explaining) at a time: the service code may send two at once (a pool
      // would run them on two connections), and they share this transaction's one.
      let turn: Promise<unknown> = Promise.resolve();
      const query: Queryable['query'] = (sql, params = []) => {
        const mine = turn.then(() => explained(sql, params));
        turn = mine.catch(() => undefined);
        return mine as never;
      };
      const explained: Queryable['query'] = async (sql, params = []) => {
        if (/^\s*(select|insert|update|delete|with)\b/i.test(sql)) {
          const custom = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
          seen.push({ sql, plan: 'custom', seqScans: seqScansOf(custom.rows[0]!['QUERY PLAN'][0]!.Plan, large) });
          if (params.length > 0) {
            await tx.query(`PREPARE plan_check AS ${sql}`);
            await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
            const generic = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) EXECUTE plan_check(${params.map(literal).join(', ')})`);
            await tx.query('SET LOCAL plan_cache_mode = auto');
            await tx.query('DEALLOCATE plan_check');
            seen.push({ sql, plan: 'generic', seqScans: seqScansOf(generic.rows[0]!['QUERY PLAN'][0]!.Plan, large) });
          }
        }
        return tx.query(sql, params);
      };
      const inner: Database = { kind: 'postgres', changes: 0, query, transaction: async (f) => f({ query }), close: async () => undefined };
      await fn(inner);
      throw rollback;
    })
    .catch((error) => {
      if (error !== rollback) throw error;
    });
  return seen;
}

const notifier: Notifier = { botUsername: 'plans_bot', reminderOffsets: [1440, 120], wake: () => undefined };
const MASTER = 4321;
const masterTelegram = MASTER_ID0 + MASTER;
const CLIENT = CLIENT_ID0 + 777;
const reads = figureReads(false);
const plainReads = figureReads(true);
const day = (offset: number) => new Date(Date.now() + 3 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);

describe.skipIf(!process.env.TEST_DATABASE_URL)('query plans at 10,000 masters and 1,000,000 bookings (PostgreSQL)', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const large = new Set<string>();

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    await migrate(db);
    await seedScale(db, FULL_SCALE);
    const { rows } = await db.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples >= $1`,
      [LARGE_ROWS],
    );
    for (const r of rows) large.add(r.relname);
    // Seeding a million bookings took 250-300 s on this 2-core box (2026-12-03, 295 s measured): room to spare.
  }, 600_000);
  afterAll(async () => drop?.());

  const expectIndexed = (explained: Explained[]) => {
    expect(explained.length).toBeGreaterThan(0);
    const offenders = explained.filter((e) => e.seqScans.length > 0).map((e) => `${e.plan} plan scans ${e.seqScans.join(', ')}: ${e.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
    expect(offenders).toEqual([]);
  };

  it('the seeded database is as large as the benchmark says (10,000 masters, 1,000,000 bookings)', async () => {
    const { rows } = await db.query<{ bookings: number; workers: number }>('SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM workers)::int AS workers');
    expect(rows[0]).toEqual({ bookings: seededBookings(FULL_SCALE), workers: 10_000 });
    expect(seededBookings(FULL_SCALE)).toBeGreaterThanOrEqual(1_000_000);
    for (const table of ['bookings', 'booking_services', 'timeslots', 'services', 'workers', 'users', 'subscriptions']) expect(large.has(table), table).toBe(true);
  });

  it('the API\'s connections plan generically and never compile a statement (JIT off)', async () => {
    const { rows } = await db.query<{ jit: string }>('SHOW jit');
    expect(rows[0]!.jit).toBe('off');
    const mode = await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode');
    expect(mode.rows[0]!.plan_cache_mode).toBe('force_generic_plan');
  });

  it('a master\'s day (timeslots, timetable) and their dates', async () => {
    expectIndexed(await explainAll(db, large, async (d) => {
      await readTimetable(d, MASTER, day(2), true);
      await listScheduledDates(d, MASTER, false, MASTER);
    }));
  });

  it("a master's day of bookings", async () => {
    expectIndexed(await explainAll(db, large, (d) => listMasterDayBookings(d, masterTelegram, MASTER, day(3))));
  });

  it("the client's list: first page, a later page, the whole list and its place and master filters", async () => {
    expectIndexed(await explainAll(db, large, async (d) => {
      const first = await listClientBookingPage(d, CLIENT, { limit: 20 });
      expect(first.length).toBeGreaterThan(20);
      await listClientBookingPage(d, CLIENT, { limit: 20, before: Number(first.at(-1)!.id) });
      await listClientBookings(d, CLIENT);
      await listClientBookings(d, CLIENT, { placeId: MASTER });
      await listClientBookings(d, CLIENT, { workerId: MASTER });
    }));
  });

  it("a booking: the caller's profile, the booking (lock, read, write) and its messages, and its cancel", async () => {
    const slot = await db.query<{ id: number }>('SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2', [MASTER, day(4)]);
    expectIndexed(await explainAll(db, large, async (d) => {
      await syncUserProfile(d, [CLIENT, 'Клиент', 'Другая', null, null, true]);
      await syncUserProfile(d, [CLIENT + 1, 'Клиент', null, null, null, false]);
      const one = await createBooking(d, notifier, { callerId: CLIENT, body: { telegram_id: CLIENT, place_id: MASTER, service_ids: [(MASTER - 1) * 5 + 1], timeslot_id: Number(slot.rows[0]!.id), time_start: '15:00' } });
      expect(one.time_start).toBe('15:00:00');
      // ...and the client cancels it.
      await cancelClientBooking(d, notifier, CLIENT, one.id);
    }));
  });

  it('a move: the booking for its client, its move by the client and by the master, who came', async () => {
    const slot = await db.query<{ id: number }>('SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2', [MASTER, day(5)]);
    const slotId = Number(slot.rows[0]!.id);
    const booked = await createBooking(db, notifier, { callerId: CLIENT, body: { telegram_id: CLIENT, place_id: MASTER, service_ids: [(MASTER - 1) * 5 + 1], timeslot_id: slotId, time_start: '15:00' } });
    expectIndexed(await explainAll(db, large, async (d) => {
      await getBooking(d, CLIENT, booked.id);
      expect((await moveBooking(d, notifier, CLIENT, booked.id, { timeslot_id: slotId, time_start: '16:00' })).time.time_start).toBe('16:00:00');
      expect((await moveBooking(d, notifier, masterTelegram, booked.id, { timeslot_id: slotId, time_start: '17:00' })).client_moves).toBe(1);
      await markAttendance(d, masterTelegram, booked.id, 'came').catch(() => undefined); // not started: refused after its read
    }));
  });

  it("a busy master's figures for a year (5,100 bookings) and for a past period, fast and plain, their clients in pages and a client's card, a block's check", async () => {
    const busy = 3;
    const busyTelegram = MASTER_ID0 + busy;
    // Every seeded master is on 'Про' (the seed's subscriptions).
    expectIndexed(await explainAll(db, large, async (d) => {
      const figures = await getAnalytics(reads, d, busyTelegram, busy, { from: day(-365), to: day(0) });
      expect(figures.bookings).toBeGreaterThan(5_000);
      // A period before today (its visitors from the bookings' index), and both read plain (SPEED_PLAIN=figures).
      expect((await getAnalytics(reads, d, busyTelegram, busy, { from: day(-200), to: day(-20) })).bookings).toBeGreaterThan(2_000);
      expect((await getAnalytics(plainReads, d, busyTelegram, busy, { from: day(-365), to: day(0) })).bookings).toBe(figures.bookings);
      await listWorkerClients(plainReads, d, busyTelegram, busy, { limit: 20 });
      const page = await listWorkerClients(reads, d, busyTelegram, busy, { limit: 20 });
      expect(page).toHaveLength(20);
      await listWorkerClients(reads, d, busyTelegram, busy, { limit: 20, sort: 'spent', before: page.at(-1)!.telegram_id, q: 'номер' });
      expect((await getWorkerClient(d, busyTelegram, busy, page[0]!.telegram_id)).visits).toBeGreaterThan(0);
      await isClientBlocked(d, busy, CLIENT);
    }));
  });

  it("a master's services and categories, places, masters of a place, a master", async () => {
    expectIndexed(await explainAll(db, large, async (d) => {
      await listServices(d, CLIENT, { workerId: MASTER, showArchive: false }, { limit: 100, offset: 0 });
      await listServices(d, masterTelegram, { placeId: MASTER, showArchive: false }, { limit: 100, offset: 0 });
      await listCategories(d, MASTER);
      await catalog.listPlaces(d, MASTER, { limit: 100, offset: 0 });
      await catalog.getPlace(d, MASTER);
      await catalog.listWorkersOfPlace(d, MASTER);
      await catalog.getWorker(d, MASTER);
      await catalog.getWorkerOfUser(d, masterTelegram);
      await catalog.listPlacesOfWorker(d, MASTER);
    }));
  });

  it("the bot's runner taking due messages from a backlog of them", async () => {
    // A burst of bookings for people who have not allowed the bot: due messages the runner drops
    // (once, the claim's generic plan hashed the whole outbox for each 100 rows it took).
    await db.query(`INSERT INTO outbox (chat_id, kind, dedupe_key, booking_id, text, send_after)
      SELECT ${CLIENT_ID0} + 1 + g % 10000, 'booking_confirmed', 'backlog:' || g, NULL, 'Запись подтверждена', now() - interval '1 minute' FROM generate_series(1, 20000) g`);
    await db.query('ANALYZE outbox');
    large.add('outbox');
    expectIndexed(await explainAll(db, large, async (d) => {
      const at = new Date();
      await takeLease(d, 'outbox', 'plans-test', at, new Date(at.getTime() + 15_000));
      await claimDue(d, at, new Date(at.getTime() + 60_000), 100);
    }));
  });

  it('a master’s calendar feed, a client’s message in the master’s chat answered, the home-screen offer', async () => {
    const token = 'plans-feed-token'.padEnd(43, 'x');
    await db.query('UPDATE workers SET calendar_token = $2, business_autoreply = true WHERE id = $1', [MASTER, token]);
    await db.query(`INSERT INTO business_connections (id, user_id, user_chat_id, can_reply, is_enabled, connected_at, updated_at)
      VALUES ('bc-plans', $1, $1, true, true, now(), now()) ON CONFLICT (id) DO NOTHING`, [masterTelegram]);
    expectIndexed(await explainAll(db, large, async (d) => {
      const feed = await calendarFeed(d, { botUsername: 'plans_bot', botToken: 't', publicOrigin: null }, token, undefined);
      expect(feed.body).toContain('BEGIN:VEVENT');
      expect(await answerBusinessMessage(d, notifier, { connectionId: 'bc-plans', chatId: CLIENT, from: { id: CLIENT, isBot: false }, viaBot: false })).toBe('queued');
      await getHomeScreen(d, CLIENT);
      await getHomeScreen(d, masterTelegram);
    }));
  });
});
