import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRules } from '@booking/contracts';
import { useMoveApp } from './move-helpers';

// Moves racing new bookings (both databases; on PostgreSQL the requests really overlap).
const { ctx, h } = useMoveApp();

beforeAll(async () => {
  await h.rules({ max_moves: null });
});

/** Active bookings of master 1 that overlap another one (the exclusion constraint says 0). */
async function doubled(): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.worker_id = b.worker_id AND a.id < b.id AND a.date = b.date
       AND a.time_start < b.time_end AND b.time_start < a.time_end
     WHERE a.status IN ('confirmed', 'created') AND b.status IN ('confirmed', 'created')`,
  );
  return rows[0]!.n;
}
const active = async () => (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE status IN ('confirmed', 'created')`)).rows[0]!.n;

describe('a move racing a new booking', () => {
  it('for the same time: exactly one winner, each round; the loser is told the time is taken', async () => {
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    const afternoon = ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
    for (const [round, time] of times.entries()) {
      const mover = h.client();
      const id = await h.book(mover, '2026-12-09', afternoon[round]!);
      const [move, booking] = await Promise.all([h.move(mover, id, '2026-12-09', time), h.bookRaw(h.client(), '2026-12-09', time)]);
      const won = [move.statusCode === 200, booking.statusCode === 201];
      expect(won.filter(Boolean), `${time}: move ${move.statusCode} ${move.body}, booking ${booking.statusCode} ${booking.body}`).toHaveLength(1);
      const loser = won[0] ? booking : move;
      expect([loser.statusCode, loser.json().message]).toEqual([409, bookingRules.BOOKING_TAKEN]);
    }
    expect(await doubled()).toBe(0);
  });
});

describe('under a load of moves and bookings', () => {
  it('0 doubled times and 0 lost bookings: the active count changes only by the new bookings that won', async () => {
    const dates = ['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
    let seed = 41;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    const anyTime = () => [dates[random(dates.length)]!, times[random(times.length)]!] as const;
    const owned: { client: number; id: number }[] = [];
    for (let i = 0; i < 16; i++) {
      const client = h.client();
      owned.push({ client, id: await h.book(client, dates[i % dates.length]!, times[Math.floor(i / dates.length)]!) });
    }
    const start = await active();
    const requests = Array.from({ length: 96 }, (_, i) => {
      const [date, time] = anyTime();
      if (i % 2 === 0) {
        const { client, id } = owned[random(owned.length)]!;
        return h.move(client, id, date, time).then((res) => ({ kind: 'move' as const, res }));
      }
      return h.bookRaw(h.client(), date, time).then((res) => ({ kind: 'book' as const, res }));
    });
    const answers = await Promise.all(requests);
    for (const { kind, res } of answers) expect([200, 201, 409], `${kind}: ${res.body}`).toContain(res.statusCode);
    const booked = answers.filter((a) => a.kind === 'book' && a.res.statusCode === 201).length;
    const moved = answers.filter((a) => a.kind === 'move' && a.res.statusCode === 200).length;
    expect(moved, 'some moves won').toBeGreaterThan(0);
    expect(await doubled(), 'doubled times').toBe(0);
    expect(await active(), 'lost or extra bookings').toBe(start + booked);
    for (const { id } of owned) expect((await h.row(id)).status, `booking ${id}`).toBe('confirmed');
    const services = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_services WHERE booking_id = ANY($1::int[])', [owned.map((o) => o.id)]);
    expect(services.rows[0]!.n, 'each keeps its service').toBe(owned.length);
  });
});
