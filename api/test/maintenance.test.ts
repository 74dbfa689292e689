import { describe, expect, it, vi } from 'vitest';
import { keepStatistics } from '../src/db/maintenance';
import { useApp } from './helper';

const ctx = useApp();

async function plan(sql: string): Promise<string> {
  const { rows } = await ctx.db.query<Record<string, string>>(`EXPLAIN ${sql}`);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

describe('planner statistics on the embedded database', () => {
  it('are refreshed after enough writes, so a master’s day is read through the (worker_id, date) index', async () => {
    if (ctx.db.kind !== 'pglite') return; // a PostgreSQL server has autovacuum for this
    // A busy master: 600 bookings over 60 days.
    await ctx.db.query(
      `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
       SELECT 'confirmed', 100001, 1, 1, current_date + 30 + d, make_time(8 + h, 0, 0), make_time(8 + h, 30, 0)
         FROM generate_series(0, 59) d CROSS JOIN generate_series(0, 9) h`,
    );
    const day = `SELECT * FROM bookings WHERE worker_id = 1 AND date = current_date + 40 AND status IN ('confirmed', 'created')`;
    // Without statistics the planner takes the exclusion constraint's GiST index (the reason for keepStatistics).
    expect(await plan(day)).not.toContain('bookings_worker_date');
    const stop = keepStatistics(ctx.db, { everyMs: 20, threshold: 1 });
    try {
      await expect.poll(() => plan(day), { timeout: 5_000, interval: 50 }).toContain('bookings_worker_date');
    } finally {
      stop();
    }
  });
});

describe('prepared plans on the embedded database', () => {
  it('follow a growing bookings table under steady writes, without waiting for a quiet moment', async () => {
    if (ctx.db.kind !== 'pglite') return;
    // Statements are prepared with generic plans: one made while bookings was small stays until an ANALYZE.
    await ctx.db.query(`PREPARE day_busy(int, date) AS
      SELECT * FROM bookings WHERE worker_id = $1 AND date = $2 AND status IN ('confirmed', 'created')`);
    const plan = async () => {
      const { rows } = await ctx.db.query<Record<string, string>>(`EXPLAIN EXECUTE day_busy(1, current_date + 400)`);
      return rows.map((r) => Object.values(r)[0]).join('\n');
    };
    const stop = keepStatistics(ctx.db, { everyMs: 20, threshold: 1e9 }); // the quiet-moment rule never fires here
    try {
      // Back to a small table (the test above booked 600), and figures taken from it.
      await ctx.db.query(`DELETE FROM bookings WHERE date >= current_date + 30`);
      await ctx.db.query('VACUUM bookings');
      await ctx.db.query('ANALYZE bookings');
      expect(await plan()).not.toContain('bookings_worker_date');
      await ctx.db.query(
        `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
         SELECT 'confirmed', 100001, 1, 1, current_date + 200 + d, make_time(8 + h / 2, (h % 2) * 30, 0), make_time(8 + h / 2, (h % 2) * 30, 0) + interval '30 min'
           FROM generate_series(0, 499) d CROSS JOIN generate_series(0, 15) h`,
      );
      await expect.poll(plan, { timeout: 5_000, interval: 50 }).toContain('bookings_worker_date');
    } finally {
      stop();
      await ctx.db.query('DEALLOCATE day_busy');
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
        return { rows: sql.includes('FROM pg_tables') ? [{ tables: 'bookings, users' }] : [{ tables: null }] };
      },
      transaction: async () => { throw new Error('not used'); },
      close: async () => undefined,
    };
    const analyzed = () => statements.filter((s) => s.startsWith('ANALYZE')).length;
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
      expect(statements.at(-1)).toBe('ANALYZE bookings, users');
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
