import { bookingRules } from '@booking/contracts';
import type { AnalyticsPeriod } from '@booking/contracts/analytics';

/**
 * The master's figures ('Статистика') from what the database counted: shares and rates, the average
 * check, the busy grid and the next week's occupancy. Pure functions, tested beside them.
 */

/** What the database counts for one period (analytics.queries.ts). */
export interface PeriodCounts {
  bookings: number;
  cancelled_by_client: number;
  cancelled_by_master: number;
  moves: number;
  no_shows: number;
  /** Active bookings whose start has passed (the no-show rate's base). */
  started: number;
  /** Bookings that took place: active, started, not a no-show. */
  took_place: number;
  new_clients: number;
  returning_clients: number;
  services: { service_id: number; title: string; count: number; revenue: number }[];
  /** [isodow 1-7, hour 0-23, count] of the bookings that took place. */
  busy: [number, number, number][];
  /** The revenue of the bookings that took place, by day (only days with some). */
  days: { date: string; revenue: number }[];
}

/** Every date from `from` to `to`, both included (YYYY-MM-DD). */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  // (formatted by hand: toISOString on each of up to 732 days was a third of the figures' time in the API)
  const day = new Date(`${from}T00:00:00Z`);
  for (const end = Date.parse(`${to}T00:00:00Z`); day.getTime() <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    const m = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    dates.push(`${day.getUTCFullYear()}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`);
  }
  return dates;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** One period's figures as the API answers them. */
export function periodFigures(from: string, to: string, c: PeriodCounts): AnalyticsPeriod {
  const revenue = c.services.reduce((sum, s) => sum + s.revenue, 0);
  const grid = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const byDay = new Map(c.days.map((d) => [d.date, d.revenue]));
  for (const [dow, hour, n] of c.busy) grid[dow - 1]![hour] = n;
  return {
    from, to, revenue,
    bookings: c.bookings,
    cancelled_by_client: c.cancelled_by_client,
    cancelled_by_master: c.cancelled_by_master,
    moves: c.moves,
    no_shows: c.no_shows,
    no_show_rate: ratio(c.no_shows, c.started),
    new_clients: c.new_clients,
    returning_clients: c.returning_clients,
    returning_share: ratio(c.returning_clients, c.new_clients + c.returning_clients),
    average_check: c.took_place > 0 ? Math.round(revenue / c.took_place) : 0,
    top_services: [...c.services].sort((a, b) => b.revenue - a.revenue || b.count - a.count || a.service_id - b.service_id),
    busy: grid,
    revenue_by_day: datesOf(from, to).map((date) => ({ date, revenue: byDay.get(date) ?? 0 })),
  };
}

/** A span on the master's wall clock, in minutes since the epoch of their calendar. */
type Span = [number, number];

const DAY_MINUTES = 1440;
const dayMinutes = (date: string) => Date.parse(`${date}T00:00:00Z`) / 60_000;
const at = (date: string, time: string) => dayMinutes(date) + bookingRules.parseTime(time);

/** Minutes two spans share. */
function overlap([a, b]: Span, [c, d]: Span): number {
  return Math.max(0, Math.min(b, d) - Math.max(a, c));
}

/**
 * Booked time over scheduled working time (breaks excluded) from `now` (the master's wall clock) to
 * 7 × 24 hours later. Work rows never overlap each other, nor breaks each other (the schedule's rules);
 * a break may lie inside a work row or between two. A booking counts only where it lies in working
 * time; 0 when nothing is scheduled.
 */
export function occupancy(
  now: { date: string; minutes: number },
  slots: { date: string; time_start: string; time_end: string; status: string }[],
  bookings: { date: string; time_start: string; time_end: string }[],
): number {
  const start = dayMinutes(now.date) + now.minutes;
  const window: Span = [start, start + 7 * DAY_MINUTES];
  const span = (r: { date: string; time_start: string; time_end: string }): Span => [at(r.date, r.time_start), at(r.date, r.time_end)];
  const work = slots.filter((s) => s.status === 'free').map(span);
  const breaks = slots.filter((s) => s.status === 'break').map(span);
  // The working minutes of a span inside the window: its part in each work row, less the breaks there.
  const working = (x: Span): number => {
    const [a, b]: Span = [Math.max(x[0], window[0]), Math.min(x[1], window[1])];
    if (a >= b) return 0;
    return work.reduce((sum, w) => {
      const part: Span = [Math.max(a, w[0]), Math.min(b, w[1])];
      return part[0] >= part[1] ? sum : sum + (part[1] - part[0]) - breaks.reduce((t, br) => t + overlap(part, br), 0);
    }, 0);
  };
  const total = working(window);
  if (total <= 0) return 0;
  const booked = bookings.reduce((sum, b) => sum + working(span(b)), 0);
  return Math.min(1, booked / total);
}
