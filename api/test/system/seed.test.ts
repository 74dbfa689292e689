import { describe, expect, it } from 'vitest';
import { bookingRules } from '@booking/contracts';
import { freshDatabase, useApp } from '../helper';
import { seedDemo } from '../../src/db/seed';
import { migrate } from '../../src/db/migrations';
import { readDay } from '../../src/db/queries/days.queries';
import { DEFAULT_TIMEZONE, wallClock } from '../../src/domain/clock';

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

  it('every seeded service can be booked at its own place on the coming days', async () => {
    const services = (await ctx.db.query<{ id: number; worker_id: number; place_id: number; slot_duration: number }>('SELECT id, worker_id, place_id, slot_duration FROM services ORDER BY id')).rows;
    const tomorrow = new Date(Date.now() + 3 * 3600_000 + 86400_000).toISOString().slice(0, 10);
    for (const s of services) {
      const day = (await readDay(ctx.db, s.worker_id, tomorrow))!;
      const atPlace = day.timeslots.filter((t) => t.status !== 'free' || t.place_id === s.place_id);
      const starts = bookingRules.bookableStarts({ timeslots: atPlace, busy: day.busy, duration: s.slot_duration });
      expect(starts.length, `service ${s.id} of worker ${s.worker_id} at place ${s.place_id}`).toBeGreaterThan(0);
    }
  });
});

describe('seed on a database whose clock is in another time zone', () => {
  it('puts the working days on the masters’ calendar (Moscow), not the database’s date', async () => {
    const { db, drop } = await freshDatabase();
    try {
      await migrate(db);
      // A zone whose date differs from Moscow's at this hour of the day.
      const hour = new Date().getUTCHours();
      const zone = hour >= 10 && hour < 21 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
      await db.query(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET timezone = %L', current_database(), '${zone}'); END $$`);
      await db.query(`SET timezone = '${zone}'`);
      await seedDemo(db);
      const { rows } = await db.query<{ first: string; last: string }>(`SELECT to_char(min(date), 'YYYY-MM-DD') AS first, to_char(max(date), 'YYYY-MM-DD') AS last FROM timeslots WHERE worker_id = 1`);
      const today = wallClock(DEFAULT_TIMEZONE).date;
      const shift = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
      expect(rows[0]).toEqual({ first: shift(-1), last: shift(14) });
    } finally {
      await drop();
    }
  }, 60_000);
});
