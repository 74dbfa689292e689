import { attendanceRefusal, masterMayChange } from '@booking/contracts/booking-rules';
import type { WorkerDayBooking } from '@booking/contracts/schemas';
import { todayIn, wallClockIn } from '@booking/platform';

/** What the master may do with a booking of the day view now. */
export interface DayBookingActions {
  /** 'Пришёл' / 'Не пришёл': its start has passed, dated from the master's today minus 7 days. */
  markAttendance: boolean;
  /** 'Перенести': an active booking that has not started (the master's own rules do not bind them). */
  move: boolean;
}

/**
 * Judged on the master's clock (their zone) by the contracts' rules, the ones the server applies,
 * so the buttons offered are the ones the server accepts.
 */
export function dayBookingActions(slot: Pick<WorkerDayBooking, 'status' | 'time_start'>, date: string, zone: string | null, now: number): DayBookingActions {
  const startsAt = wallClockIn(date, slot.time_start, zone)?.valueOf();
  if (startsAt === undefined) return { markAttendance: false, move: false };
  const booking = { status: slot.status, startsAt, date };
  return {
    markAttendance: attendanceRefusal(booking, todayIn(zone, now), now) === null,
    move: masterMayChange(booking, now),
  };
}
