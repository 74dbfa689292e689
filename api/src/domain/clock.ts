/** Masters without a timezone on file are taken to be in Moscow (docs/product.md, Booking rules). */
export const DEFAULT_TIMEZONE = 'Europe/Moscow';

/**
 * The server's 'now'. Every rule that depends on the time of day (today's lead time, past dates,
 * cancels, the demo data's days, init data age) reads it here, so tests can run the whole server
 * at a chosen moment: `TEST_CLOCK` (test-only, refused when NODE_ENV=production) moves this clock,
 * never the machine's. The clock keeps running from the moment it is set to.
 */
let shiftMs = 0;

export function now(): Date {
  return new Date(Date.now() + shiftMs);
}

export const nowSeconds = (): number => Math.floor(now().getTime() / 1000);

/**
 * Sets the clock so that it reads `instant` at the real moment `atRealMs` (default: now) and runs
 * on from there; null puts it back on the machine's time.
 */
export function setClock(instant: Date | null, atRealMs: number = Date.now()): void {
  shiftMs = instant ? instant.getTime() - atRealMs : 0;
}

/**
 * Parses TEST_CLOCK: an ISO instant with its offset (`2026-11-30T23:50:00+03:00`), optionally
 * followed by `@` and the real epoch milliseconds at which the clock reads it (the e2e runner
 * passes that, so the browser's clock and the server's agree to the millisecond); without it, the
 * clock reads the instant when the process reads the setting.
 */
export function parseTestClock(value: string): { instant: Date; atRealMs: number | undefined } {
  const [iso, at] = value.split('@');
  const instant = new Date(iso ?? '');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso ?? '') || Number.isNaN(instant.getTime())) {
    throw new Error(`TEST_CLOCK must be an ISO instant such as 2026-11-30T23:50:00+03:00, got "${value}"`);
  }
  const atRealMs = at === undefined ? undefined : Number(at);
  if (atRealMs !== undefined && !Number.isFinite(atRealMs)) throw new Error(`TEST_CLOCK's "@" part must be epoch milliseconds, got "${at}"`);
  return { instant, atRealMs };
}

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs about half a
 * millisecond, which on the day-read route was a tenth of the whole request.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
      });
    } catch {
      f = null; // RangeError: a zone this runtime does not know
    }
    if (formatters.size > 1000) formatters.clear();
    formatters.set(zone, f);
  }
  return f;
}

export function isValidTimezone(zone: string): boolean {
  return formatterFor(zone) !== null;
}

/** Today's date and the minutes since midnight, on the master's wall clock. */
export function wallClock(zone: string | null | undefined, at: Date = now()): { date: string; minutes: number } {
  const f = (zone ? formatterFor(zone) : null) ?? formatterFor(DEFAULT_TIMEZONE)!;
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(at)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * Whether a booking's start (date and time on the master's wall clock) has come: a started or past
 * booking can no longer be cancelled by anyone (docs/product.md, States: "past").
 */
export function hasStarted(zone: string | null | undefined, date: string, timeStart: string, at: Date = now()): boolean {
  const clock = wallClock(zone, at);
  if (date !== clock.date) return date < clock.date;
  const [h, m] = timeStart.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0) <= clock.minutes;
}
