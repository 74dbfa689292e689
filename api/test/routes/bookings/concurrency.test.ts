import { describe, expect, it } from 'vitest';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp();
const CLIENTS = 20;
const ROUNDS = 100;

describe('double booking under concurrency', () => {
  it(`${CLIENTS} clients race for one time, ${ROUNDS} rounds: exactly one wins each round, and no active bookings overlap`, async () => {
    // Master 1 on a paid plan, so the monthly limit does not end the race early.
    await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES (200001, 2, 'active')`);
    const clients = Array.from({ length: CLIENTS }, (_, i) => 300_001 + i);
    const headers = new Map(clients.map((id) => [id, { 'x-telegram-init-data': initDataFor({ id }) }]));
    // 13 days from the day after tomorrow, 8 hourly starts a day (09-12 in the morning slot, 14-17
    // in the afternoon one), less the hours the seed has booked: the seed books "tomorrow" in
    // Moscow, which is the database's day after tomorrow from 21:00 UTC. One time per round.
    const slots = await ctx.db.query<{ id: number; date: string; time_start: string }>(
      `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time_start, 'HH24:MI') AS time_start FROM timeslots
       WHERE worker_id = 1 AND status = 'free' AND date > current_date + 1 ORDER BY date, time_start`,
    );
    const booked = await ctx.db.query<{ date: string; time_start: string; time_end: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(time_start, 'HH24:MI') AS time_start, to_char(time_end, 'HH24:MI') AS time_end
       FROM bookings WHERE worker_id = 1`,
    );
    const hhmm = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const times = slots.rows
      .flatMap((slot) => {
        const first = Number(slot.time_start.slice(0, 2));
        return [0, 1, 2, 3].map((h) => ({ slot, start: hhmm(first + h), end: hhmm(first + h + 1) }));
      })
      .filter((t) => !booked.rows.some((b) => b.date === t.slot.date && b.time_start < t.end && t.start < b.time_end));
    expect(times.length).toBeGreaterThanOrEqual(ROUNDS);
    let winners = 0;
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const { slot, start } = times[round]!;
      // Each racer books a 60-minute service or a 30-minute one: partial overlaps race too.
      const results = await Promise.all(
        clients.map((id, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/bookings/',
            headers: headers.get(id),
            payload: { telegram_id: id, place_id: 1, service_ids: [i % 2 === 0 ? 2 : 1], timeslot_id: Number(slot.id), time_start: start },
          }),
        ),
      );
      for (const r of results) statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
      const won = results.filter((r) => r.statusCode === 201).length;
      expect(won, `round ${round} (${slot.date} ${start})`).toBe(1);
      winners += won;
    }
    expect(winners).toBe(ROUNDS);
    expect([...statuses.keys()].sort()).toEqual([201, 409]);
    const overlaps = await ctx.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM bookings a JOIN bookings b
         ON a.worker_id = b.worker_id AND a.id < b.id AND a.date = b.date AND a.time_start < b.time_end AND b.time_start < a.time_end
       WHERE a.status IN ('confirmed', 'created') AND b.status IN ('confirmed', 'created')`,
    );
    expect(Number(overlaps.rows[0]!.n)).toBe(0);
  }, 300_000);
});
