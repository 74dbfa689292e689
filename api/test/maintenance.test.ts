import { describe, expect, it } from 'vitest';
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
