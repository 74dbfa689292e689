export const LIMIT_REACHED = 'У мастера закончился лимит записей на этот месяц. Выберите другой месяц или другого мастера.';

/** The key of a master's month: `workerId:YYYY-MM` (from a date or a month). */
export const monthKey = (workerId: number, date: string) => `${workerId}:${date.slice(0, 7)}`;

export interface Allowance {
  /** features.max_bookings of the plan in force; -1 unlimited. */
  max: number;
  /** Active bookings already in that month. */
  count: number;
}

/**
 * SQL: the monthly maximum of worker `w` (spec section 9, plan features.max_bookings, -1 unlimited,
 * NULL read as unlimited): the master's active subscription decides; with none, the free plan applies.
 */
export const maxBookingsSql = (w: string) => `COALESCE(
    (SELECT (p.features->>'max_bookings')::int FROM workers w
       JOIN subscriptions s ON s.user_id = w.user_id AND s.status = 'active' AND (s.expires_at IS NULL OR s.expires_at > now())
       JOIN plans p ON p.id = s.plan_id
      WHERE w.id = ${w} ORDER BY s.started_at DESC LIMIT 1),
    (SELECT (features->>'max_bookings')::int FROM plans WHERE plan_type = 'free' AND is_active ORDER BY id LIMIT 1))`;

/** SQL: the active bookings of worker `w` in the month starting on date `month`. */
export const monthCountSql = (w: string, month: string) => `(SELECT count(*) FROM bookings b
    WHERE b.worker_id = ${w} AND b.status IN ('confirmed', 'created') AND b.date >= ${month} AND b.date < (${month} + interval '1 month')::date)`;
