import { afterAll, beforeAll, expect } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { initDataFor, useApp, type TestContext } from '../../helper';

/** Booking, moving and reading bookings through the API, for the tests of moves, cancels and who came. */

export const MARIA = 200001; // master of worker 1: place 1, 09:00-13:00, break 13:00-14:00, 14:00-18:00 (demo data)
export const OLGA = 200002; // master of worker 2

export const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id, first_name: `Клиент${id}`, allows_write_to_pm: true } as never) });

/** The moment the move tests start from: Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it). */
export const T0 = new Date('2026-12-01T10:00:00+03:00');

/**
 * A move test file's set-up: the server's clock at T0 for the file, the app on demo data, and master 1
 * on the paid plan unless `paid` is false (so the month's limit stays out of the way).
 */
export function useMoveApp({ paid = true } = {}) {
  beforeAll(() => setClock(T0));
  afterAll(() => setClock(null));
  const ctx = useApp({ rateLimitPerMinute: 0 });
  if (paid) {
    beforeAll(async () => {
      await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 2, 'active')`, [MARIA]);
    });
  }
  return { ctx, h: moveHelpers(ctx) };
}

export function moveHelpers(ctx: TestContext) {
  let nextClient = 610_000;
  const helpers = {
    /** A new client (each test its own, so the fair share never gets in the way). */
    client: () => nextClient++,
    /** The free timeslot of a master holding `time` on `date`. */
    async slot(workerId: number, date: string, time: string): Promise<number> {
      const { rows } = await ctx.db.query<{ id: number }>(
        `SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND status = 'free' AND time_start <= $3::time AND time_end > $3::time ORDER BY id LIMIT 1`,
        [workerId, date, time],
      );
      return Number(rows[0]?.id ?? 999_999);
    },
    /** Books with master 1 at place 1 (service 2: 30 min; service 1: 60 min); the booking's id. */
    async book(client: number, date: string, time: string, serviceIds = [2]): Promise<number> {
      const res = await helpers.bookRaw(client, date, time, serviceIds);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    async bookRaw(client: number, date: string, time: string, serviceIds = [2]) {
      return ctx.app.inject({
        method: 'POST', url: '/api/bookings/', headers: as(client),
        payload: { telegram_id: client, place_id: 1, service_ids: serviceIds, timeslot_id: await helpers.slot(1, date, time), time_start: time },
      });
    },
    /** POST /bookings/{id}/move as `caller` to `time` on `date` (master 1's timeslot there, or `slotId`). */
    async move(caller: number, id: number, date: string, time: string, slotId?: number) {
      return ctx.app.inject({
        method: 'POST', url: `/api/bookings/${id}/move`, headers: as(caller),
        payload: { timeslot_id: slotId ?? (await helpers.slot(1, date, time)), time_start: time },
      });
    },
    get: (caller: number, id: number) => ctx.app.inject({ url: `/api/bookings/${id}`, headers: as(caller) }),
    /** Sets master 1's rules for a client's cancel and move. */
    async rules(body: { cancel_cutoff_hours?: number; max_moves?: number | null }) {
      const res = await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(MARIA), payload: { telegram_id: MARIA, ...body } });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    },
    async row(id: number) {
      const { rows } = await ctx.db.query<{ status: string; date: string; time_start: string; time_end: string; client_moves: number; revision: number; cancelled_by: string | null; cancelled_at: string | null }>(
        `SELECT status, to_char(date, 'YYYY-MM-DD') AS date, to_char(time_start, 'HH24:MI') AS time_start, to_char(time_end, 'HH24:MI') AS time_end,
                client_moves, revision, cancelled_by, to_char(cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS cancelled_at FROM bookings WHERE id = $1`,
        [id],
      );
      return rows[0]!;
    },
    /** The rows a refused request must leave as they were. */
    async snapshot() {
      const { rows } = await ctx.db.query<{ s: string }>(
        `SELECT (SELECT md5(string_agg(b::text, '|' ORDER BY b.id)) FROM bookings b) || (SELECT count(*) FROM booking_moves)
                || (SELECT count(*) FROM outbox) || (SELECT md5(COALESCE(string_agg(w::text, '|' ORDER BY w.id), '')) FROM waitlist w) AS s`,
      );
      return rows[0]!.s;
    },
  };
  return helpers;
}
