import * as v from 'valibot';
import { IsoDateSchema } from './common.schema';

/** The master's figures: GET /workers/{id}/analytics, its CSV and the CSV's signed link. */

/** `from` and `to`: calendar days in the master's zone, both included (at most 366 days: analytics.periodRefusal). */
export const AnalyticsQuery = v.object({ from: IsoDateSchema, to: IsoDateSchema });

/** The CSV: the period, and the signed link's expiry and signature when it is fetched without init data. */
export const AnalyticsCsvQuery = v.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  expires: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be a whole number'))),
  sig: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a signature'))),
});

/** POST /workers/{id}/analytics/export-link body. */
export const ExportLinkRequestSchema = v.strictObject({ from: IsoDateSchema, to: IsoDateSchema });

/** The signed address of the CSV, relative to the API base (as urlFor builds), and when it stops working (ISO instant). */
export const ExportLinkSchema = v.object({ url: v.string(), expires_at: v.string() });

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const fraction = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

export const TopServiceSchema = v.object({ service_id: v.number(), title: v.string(), count, revenue: count });

/**
 * The figures of one period. A booking counts in the period its present start falls in. It took
 * place when it is active, its start has passed and it is not marked no-show: revenue (whole rubles,
 * at the prices kept when it was booked), average_check, top_services and busy count only those.
 */
const figures = {
  from: v.string(),
  to: v.string(),
  revenue: count,
  /** All the period's bookings, cancelled ones included. */
  bookings: count,
  cancelled_by_client: count,
  cancelled_by_master: count,
  /** The period's bookings that were ever moved. */
  moves: count,
  no_shows: count,
  /** No-shows over the period's bookings that were not cancelled and whose start has passed (0 when none). */
  no_show_rate: fraction,
  /** Clients whose first booking with this master that took place falls in the period. */
  new_clients: count,
  /** Clients with a booking that took place in the period and one before it. */
  returning_clients: count,
  /** returning / (new + returning), 0 when both are 0. */
  returning_share: fraction,
  /** revenue / bookings that took place, whole rubles (0 when none). */
  average_check: count,
  /** Each service of the bookings that took place, by revenue then count. */
  top_services: v.array(TopServiceSchema),
  /** 7 rows, Monday first, of 24 counts: bookings that took place by weekday and hour of their start. */
  busy: v.pipe(v.array(v.pipe(v.array(count), v.length(24))), v.length(7)),
  /** Every day of the period, first to last: the revenue of its bookings that took place (0 on a day without). */
  revenue_by_day: v.array(v.object({ date: v.string(), revenue: count })),
};

export const AnalyticsPeriodSchema = v.object(figures);
export type AnalyticsPeriod = v.InferOutput<typeof AnalyticsPeriodSchema>;

export const AnalyticsSchema = v.object({
  ...figures,
  /** Booked hours over scheduled working hours (breaks excluded) from now to 7 × 24 hours ahead (0 when none scheduled). */
  occupancy_next_7_days: fraction,
  /** The same figures for the period of the same length just before. */
  previous: AnalyticsPeriodSchema,
  /**
   * The period's deposits, whole rubles: paid (all that came in), refunded (gone back), kept (paid
   * and staying with the master: a no-show). Absent from a server without deposits.
   */
  deposits: v.optional(v.object({ paid: count, refunded: count, kept: count })),
});
export type Analytics = v.InferOutput<typeof AnalyticsSchema>;
