import { activeSql } from './active-booking.queries';

/** SQL fragments of the plan limits (docs/product.md, Plans and limits), shared by the booking's day read, the services' limit and the figures' flags. */

/**
 * SQL: a plan feature of worker `w` (docs/product.md, Data: Plan; features.max_bookings / max_services, -1
 * unlimited, NULL read as unlimited): the master's plan in force decides; with none, the
 * free plan applies. `at` is the SQL of 'now' (a parameter: the server's clock, domain/clock.ts): the
 * plan in force is read by its period (active, or scheduled and begun; not ended), so a plan whose
 * period has ended no longer counts and one waiting for it counts from its start, settled or not.
 */
export const planFeatureSql = (feature: 'max_bookings' | 'max_services' | 'max_sms', w: string, at: string) => `COALESCE(
    (SELECT (p.features->>'${feature}')::int FROM workers w
       JOIN subscriptions s ON s.user_id = w.user_id AND (s.status = 'active' OR (s.status = 'scheduled' AND s.started_at <= ${at}))
        AND (s.expires_at IS NULL OR s.expires_at > ${at})
       JOIN plans p ON p.id = s.plan_id
      WHERE w.id = ${w} ORDER BY s.started_at DESC LIMIT 1),
    (SELECT (features->>'${feature}')::int FROM plans WHERE plan_type = 'free' AND is_active ORDER BY id LIMIT 1))`;

/**
 * SQL: a yes/no feature of worker `w`'s plan in force (features.analytics: the figures; features.business_autoreply:
 * answers in the master's chat), read as planFeatureSql reads a number; false when the plan does not say.
 */
export const planFlagSql = (feature: 'analytics' | 'business_autoreply', w: string, at: string) => `COALESCE(
    (SELECT (p.features->>'${feature}')::boolean FROM workers w
       JOIN subscriptions s ON s.user_id = w.user_id AND (s.status = 'active' OR (s.status = 'scheduled' AND s.started_at <= ${at}))
        AND (s.expires_at IS NULL OR s.expires_at > ${at})
       JOIN plans p ON p.id = s.plan_id
      WHERE w.id = ${w} ORDER BY s.started_at DESC LIMIT 1),
    (SELECT (features->>'${feature}')::boolean FROM plans WHERE plan_type = 'free' AND is_active ORDER BY id LIMIT 1), false)`;

/** SQL: the monthly booking maximum of worker `w`. */
export const maxBookingsSql = (w: string, at: string) => planFeatureSql('max_bookings', w, at);

/** SQL: the active bookings of worker `w` in the month starting on date `month`. */
export const monthCountSql = (w: string, month: string) => `(SELECT count(*) FROM bookings b
    WHERE b.worker_id = ${w} AND ${activeSql('b')} AND b.date >= ${month} AND b.date < (${month} + interval '1 month')::date)`;
