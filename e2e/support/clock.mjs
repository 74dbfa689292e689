// The clock the stories run at. `E2E_CLOCK=2026-11-30T23:50:00+03:00 npm test` (or
// `node run-e2e.mjs` with it) runs the whole suite as if that were the moment the product started:
// the runner sets the server's TEST_CLOCK to the same instant at the same real moment, passes the
// shift to the stories (E2E_CLOCK_SHIFT_MS), and every browser context installs Playwright's clock
// at the shifted time (tests/browser.ts `newContext`). Unset: the machine's time everywhere.

/** Milliseconds between the stories' clock and the machine's (0 without E2E_CLOCK). */
export const clockShiftMs = Number(process.env.E2E_CLOCK_SHIFT_MS ?? 0) || 0;

/** The stories' 'now' in epoch milliseconds: the machine's time moved by the shift. */
export const nowMs = () => Date.now() + clockShiftMs;

/**
 * For the runner: the server's TEST_CLOCK and the stories' shift for `iso`, anchored at the real
 * moment `atRealMs`, so the server's clock and the browsers' read the same instant.
 */
export function clockFor(iso, atRealMs = Date.now()) {
  const instant = Date.parse(iso);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) || Number.isNaN(instant)) {
    throw new Error(`E2E_CLOCK must be an ISO instant with its offset, such as 2026-11-30T23:50:00+03:00; got "${iso}"`);
  }
  return { testClock: `${iso}@${atRealMs}`, shiftMs: instant - atRealMs };
}

/** 'YYYY-MM-DD' in `timeZone` at epoch milliseconds `ms` (default: the stories' now). */
export function dateIn(timeZone, ms = nowMs()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

/** Minutes since midnight in `timeZone` at `ms` (default: the stories' now). */
export function minutesIn(timeZone, ms = nowMs()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms)).map((p) => [p.type, p.value]),
  );
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** The date `days` after `date` ('YYYY-MM-DD', calendar arithmetic). */
export function addDays(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
