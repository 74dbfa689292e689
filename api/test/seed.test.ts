import { describe, expect, it } from 'vitest';
import { useApp } from './helper';
import { seedDemo } from '../src/db/seed';
import { migrate } from '../src/db/migrations';

describe('database', () => {
  const ctx = useApp();

  it('seeds once and re-running migrations and seed changes nothing', async () => {
    await migrate(ctx.db);
    expect(await seedDemo(ctx.db)).toBe(false);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM workers');
    expect(rows[0]?.n).toBe(6); // masters 1-3, and 13, 47, 48 with the adjacency setting
  });

  it('makes two overlapping active bookings of one master impossible', async () => {
    const insert = (start: string, end: string) =>
      ctx.db.query(
        `INSERT INTO bookings (client_id, place_id, worker_id, date, time_start, time_end) VALUES (100002, 1, 3, '2030-01-01', $1, $2)`,
        [start, end],
      );
    await insert('10:00', '11:00');
    await expect(insert('10:30', '11:00')).rejects.toMatchObject({ code: '23P01' });
    await insert('11:00', '11:30');
  });
});
