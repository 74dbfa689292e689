import { describe, expect, it, vi } from 'vitest';
import { keepStatistics } from '../../src/db/maintenance';
import { useApp } from '../helper';

const ctx = useApp();

/** The row count in the planner's figures for bookings (-1: never analysed). */
const plannedRows = async () =>
  (await ctx.db.query<{ n: number }>(`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'bookings'`)).rows[0]!.n;

/** 16 half-hour bookings a day for master 1 over `days` days from `from` days ahead. */
const bookDays = (from: number, days: number) =>
  ctx.db.query(
    `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
     SELECT 'confirmed', 100001, 1, 1, current_date + ${from} + d, make_time(8 + h / 2, (h % 2) * 30, 0), make_time(8 + h / 2, (h % 2) * 30, 0) + interval '30 min'
       FROM generate_series(0, ${days - 1}) d CROSS JOIN generate_series(0, 15) h`,
  );

/** These tests are about the embedded database only; on the PostgreSQL pass they read as skipped. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('planner statistics on the embedded database', () => {
  it.skipIf(onPostgres)('are refreshed after enough writes', async () => {
    // a PostgreSQL server has autovacuum for this
    await bookDays(30, 40);
    const stop = keepStatistics(ctx.db, { everyMs: 20, threshold: 1 });
    try {
      await expect.poll(plannedRows, { timeout: 5_000, interval: 50 }).toBeGreaterThanOrEqual(640);
    } finally {
      stop();
    }
  });

  it.skipIf(onPostgres)('follow a table that keeps growing under steady writes, without waiting for a quiet moment', async () => {
    await ctx.db.query('ANALYZE bookings');
    const before = await plannedRows();
    // The database as keepStatistics sees it, counting the ANALYZEs it has finished.
    let analyzed = 0;
    const db = Object.assign(Object.create(ctx.db) as typeof ctx.db, {
      query: (async (sql: string, params?: unknown[]) => {
        const result = await ctx.db.query(sql, params);
        if (sql.startsWith('ANALYZE')) analyzed += 1;
        return result;
      }) as typeof ctx.db.query,
    });
    const stop = keepStatistics(db, { everyMs: 20, threshold: 1e9, growthEveryMs: 100 }); // the quiet-moment rule never fires here
    try {
      await vi.waitUntil(() => analyzed >= 1, { timeout: 5_000, interval: 10 }); // the ANALYZE at start is over
      await bookDays(200, 500); // 8,000 more
      await expect.poll(plannedRows, { timeout: 5_000, interval: 50 }).toBeGreaterThanOrEqual(before + 8_000);
    } finally {
      stop();
    }
  });

  // PREPARE is per connection; node-postgres' pool has several.
  it.skipIf(onPostgres)('do not decide how a master’s day is read: the prepared plan looks it up by master and date', async () => {
    // A prepared statement's generic plan (PostgreSQL picks one after five runs) is the plan made
    // while bookings was small, until an ANALYZE. With figures from a small table the planner picks
    // the exclusion constraint's index, so that index has the date in its key (migration 4). The
    // generic plan is asked for at once here.
    await ctx.db.query(`DELETE FROM bookings WHERE date >= current_date + 30`);
    await ctx.db.query('VACUUM ANALYZE bookings');
    await ctx.db.query(`PREPARE day_busy(int, date) AS
      SELECT * FROM bookings WHERE worker_id = $1 AND date = $2 AND status IN ('confirmed', 'created')`);
    try {
      await bookDays(200, 500);
      await ctx.db.query('SET plan_cache_mode = force_generic_plan');
      const { rows } = await ctx.db.query<Record<string, string>>(`EXPLAIN EXECUTE day_busy(1, current_date + 400)`);
      const plan = rows.map((r) => Object.values(r)[0]).join('\n');
      expect(plan).toMatch(/Index Cond: \(\(worker_id = \$1\) AND \(date = \$2\)\)/);
      expect(plan).not.toContain('Filter: (date');
    } finally {
      await ctx.db.query('DEALLOCATE day_busy');
      await ctx.db.query('RESET plan_cache_mode');
    }
  });
});

describe('when ANALYZE runs', () => {
  /** A database that only records statements: what is tested is the timing, not PostgreSQL. */
  function recordingDb() {
    const statements: string[] = [];
    const db = {
      kind: 'pglite' as const,
      changes: 0,
      query: async (sql: string) => {
        statements.push(sql);
        // All tables for the full ANALYZE; none grown (the growth rule is tested on a real database above).
        return { rows: sql.includes('FROM pg_tables') ? [{ name: 'bookings' }, { name: 'users' }] : [] };
      },
      transaction: async () => { throw new Error('not used'); },
      close: async () => undefined,
    };
    // A full pass ends with the last table.
    const analyzed = () => statements.filter((s) => s === 'ANALYZE users').length;
    return { db, statements, analyzed };
  }

  it('covers the application tables only, waits for a quiet moment, and gives up waiting after 25 thresholds', async () => {
    vi.useFakeTimers();
    const { db, statements, analyzed } = recordingDb();
    const stop = keepStatistics(db as never, { everyMs: 1_000, threshold: 10 });
    const tick = async (writes: number) => {
      db.changes += writes;
      await vi.advanceTimersByTimeAsync(1_000);
    };
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(analyzed()).toBe(1); // at start
      // One statement a table, so requests queued meanwhile go between them.
      expect(statements.filter((s) => s.startsWith('ANALYZE'))).toEqual(['ANALYZE bookings', 'ANALYZE users']);
      // Writes in every interval: past the threshold, but never quiet, so no ANALYZE ...
      for (let i = 0; i < 24; i++) await tick(10);
      expect(analyzed()).toBe(1);
      // ... until 25 thresholds have piled up.
      await tick(10);
      expect(analyzed()).toBe(2);
      // Quiet with a few pending writes: nothing below the threshold ...
      await tick(5);
      await tick(0);
      expect(analyzed()).toBe(2);
      // ... and at the first quiet check past it.
      await tick(10);
      expect(analyzed()).toBe(2);
      await tick(0);
      expect(analyzed()).toBe(3);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
