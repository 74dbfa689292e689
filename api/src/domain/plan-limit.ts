import type { Queryable } from '../db/database';
import { HttpError } from '../http-errors';

/**
 * Free plan limit (spec section 9, plan features.max_bookings, -1 unlimited): the master's active
 * subscription decides; with none, the free plan applies. Counts active bookings in the month of
 * the booking's date. Call it with the worker row locked, so two bookings cannot both squeeze in.
 */
export async function assertUnderMonthlyLimit(db: Queryable, workerId: number, date: string): Promise<void> {
  const { rows } = await db.query<{ max_bookings: number | string | null }>(
    `SELECT COALESCE(
       (SELECT (p.features->>'max_bookings')::int FROM workers w
          JOIN subscriptions s ON s.user_id = w.user_id AND s.status = 'active' AND (s.expires_at IS NULL OR s.expires_at > now())
          JOIN plans p ON p.id = s.plan_id
         WHERE w.id = $1 ORDER BY s.started_at DESC LIMIT 1),
       (SELECT (features->>'max_bookings')::int FROM plans WHERE plan_type = 'free' AND is_active ORDER BY id LIMIT 1)
     ) AS max_bookings`,
    [workerId],
  );
  const max = rows[0]?.max_bookings == null ? -1 : Number(rows[0].max_bookings);
  if (max < 0) return;
  const count = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM bookings WHERE worker_id = $1 AND status IN ('confirmed', 'created')
       AND date_trunc('month', date) = date_trunc('month', $2::date)`,
    [workerId, date],
  );
  if (Number(count.rows[0]?.n ?? 0) >= max) {
    throw new HttpError(409, 'У мастера закончился лимит записей на этот месяц. Выберите другой месяц или другого мастера.');
  }
}
