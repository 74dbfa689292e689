import { describe, expect, it } from 'vitest';
import { dayCache } from '../../../src/speed/day-cache';
import type { Database } from '../../../src/db/database';
import type { Day } from '../../../src/domain/day';
import { ANNA, initDataFor, useApp } from '../../helper';

// The day read by clients is kept in memory on the embedded database (speed/day-cache). Whatever the
// cache does, a change must show on the very next read.
// On the PostgreSQL pass there is no cache (other processes write there), so the same stories run without it.
const ctx = useApp();
const MASTER_1 = 200001;
const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

async function day(date: string) {
  const res = await ctx.app.inject({ url: `/api/timeslots/1/${date}`, headers: as(ANNA) });
  expect(res.statusCode).toBe(200);
  return res.json()[0] as { timeslots: { id: number; time_start: string; status: string }[]; timeslots_busy: { time_start: string; time_end: string }[] };
}

describe('the day a client reads', () => {
  it('shows a new booking as busy at once, and its time free again at once after cancelling', async () => {
    const date = moscowDate(4);
    const before = await day(date);
    expect(before.timeslots_busy).toEqual([]);
    expect(await day(date)).toEqual(before); // served again, now from memory
    const slot = before.timeslots.find((t) => t.time_start === '09:00:00')!;
    const created = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: as(ANNA),
      payload: { telegram_id: ANNA, place_id: 1, service_ids: [2], timeslot_id: slot.id, time_start: '10:00' },
    });
    expect(created.statusCode).toBe(201);
    expect((await day(date)).timeslots_busy).toEqual([{ time_start: '10:00:00', time_end: '10:30:00' }]);
    const cancelled = await ctx.app.inject({ url: `/api/bookings/${created.json().id}/cancel`, headers: as(ANNA) });
    expect(cancelled.statusCode).toBe(200);
    expect((await day(date)).timeslots_busy).toEqual([]);
  });

  it('shows the master’s new schedule at once', async () => {
    const date = moscowDate(8);
    expect((await day(date)).timeslots.map((t) => t.time_start)).toEqual(['09:00:00', '13:00:00', '14:00:00']);
    const res = await ctx.app.inject({
      method: 'PUT', url: '/api/timetable/', headers: as(MASTER_1),
      payload: { worker_id: 1, place_id: 1, date, slots: [{ time_start: '11:00', time_end: '15:00', status: 'free' }] },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await day(date)).timeslots.map((t) => t.time_start)).toEqual(['11:00:00']);
  });
});

describe('the day cache', () => {
  const aDay = (tz: string): Day => ({ timezone: tz, timeslots: [], busy: [] });

  it('does not serve a read that was under way while a write finished', async () => {
    let changes = 0;
    const db = { kind: 'pglite', get changes() { return changes; } } as Database;
    const cache = dayCache(db, { plain: new Set() });
    let release!: () => void;
    const slow = cache.read(1, '2030-01-01', () => new Promise<Day>((r) => { release = () => r(aDay('old')); }));
    changes += 1; // a write ended while the read was in flight
    release();
    expect((await slow)!.timezone).toBe('old');
    let loads = 0;
    const load = async () => { loads += 1; return aDay('new'); };
    expect((await cache.read(1, '2030-01-01', load))!.timezone).toBe('new');
    expect((await cache.read(1, '2030-01-01', load))!.timezone).toBe('new');
    expect(loads).toBe(1); // the second read came from memory
  });

  it('goes to the database every time on PostgreSQL (other processes may write) and when SPEED_PLAIN names it', async () => {
    for (const [kind, plain] of [['postgres', []], ['pglite', ['day-cache']]] as const) {
      const cache = dayCache({ kind, changes: 0 } as Database, { plain: new Set(plain) });
      let loads = 0;
      for (let i = 0; i < 3; i++) await cache.read(1, '2030-01-01', async () => { loads += 1; return aDay('x'); });
      expect(loads).toBe(3);
    }
  });
});

describe('Database.changes', () => {
  it('moves after a write statement and after a transaction, not after a read', async () => {
    const before = ctx.db.changes;
    await ctx.db.query('SELECT 1');
    expect(ctx.db.changes).toBe(before);
    await ctx.db.query(`UPDATE users SET timezone = timezone WHERE id = $1`, [ANNA]);
    expect(ctx.db.changes).toBe(before + 1);
    await ctx.db.transaction(async (tx) => tx.query('SELECT 1'));
    expect(ctx.db.changes).toBe(before + 2);
  });
});
