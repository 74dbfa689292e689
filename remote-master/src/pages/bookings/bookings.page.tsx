import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingState, QueryState, confirm, notify, pathTo, todayIn, workerPlacesQuery } from '@booking/platform';
import { HomeScreenOffer } from '@booking/platform/telegram-ui';
import { ACTIVE_BOOKING_STATUSES, type WorkerDayBooking } from '@booking/contracts/schemas';
import { CabinetGate, type Cabinet } from '../../features/cabinet-gate/cabinet-gate.ui';
import { BusySlotCard, hhmm } from '../../features/bookings-day/busy-slot-card.ui';
import { DayNav } from '../../features/bookings-day/day-nav.ui';
import { dayTitle, shiftDate } from '../../features/bookings-day/day-title.lib';
import { dayBookingActions } from '../../entities/booking/day-booking.lib';
import { useSetAttendance } from '../../entities/booking/use-set-attendance';
import { readServerError } from '../../shared/server-error.lib';
import { screens } from '../../shared/screens';
import { texts } from '../../shared/texts';
import { useMasterCancelBooking, workerDayBookingsQuery } from '../../entities/booking/day-bookings.api';

// The calendar loads when the master opens it.
const DayCalendar = lazy(() => import('../../features/bookings-day/day-calendar.ui').then((m) => ({ default: m.DayCalendar })));

/** 'confirmed' and 'created' are the bookings that hold time (docs/product.md, States). */
const ACTIVE: readonly string[] = ACTIVE_BOOKING_STATUSES;
const isDate = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s);

function DayView({ worker, linkId }: Cabinet) {
  const zone = worker.user.timezone;
  const today = todayIn(zone);
  const [params, setParams] = useSearchParams();
  const date = isDate(params.get('date')) ? params.get('date')! : today;
  const setDate = (next: string) => setParams(next === today ? {} : { date: next }, { replace: true });
  const [calendarOpen, setCalendarOpen] = useState(false);
  const day = useQuery(workerDayBookingsQuery(worker.id, date));
  // A master at several places sees where each booking is.
  const severalPlaces = (useQuery(workerPlacesQuery(worker.id)).data?.length ?? 0) > 1;
  const cancel = useMasterCancelBooking();
  const attendance = useSetAttendance(worker.id, date);
  const navigate = useNavigate();

  const clientLink = (clientId: number) => {
    const href = pathTo(screens.masterClient, { workerId: linkId, clientId });
    return { href, onOpen: () => void navigate(href) };
  };

  const markAttendance = async (slot: WorkerDayBooking, value: WorkerDayBooking['attendance']) => {
    try {
      await attendance.mutateAsync({ bookingId: slot.booking_id, attendance: value });
    } catch (error) {
      // The server's refusal names its rule (a start not yet passed, older than 7 days); anything else is ours.
      const refusal = await readServerError(error);
      const told = refusal.status !== null && refusal.status < 500 && refusal.message;
      notify({ tone: 'error', title: texts.errorTitle, message: told || texts.attendanceFailed });
    }
  };

  const cancelBooking = async (slot: WorkerDayBooking) => {
    const ok = await confirm({
      title: texts.cancelBooking,
      message: texts.cancelBookingConfirm(slot.client_name, hhmm(slot.time_start)),
      confirmLabel: texts.cancelBooking,
      cancelLabel: texts.cancel,
      destructive: true,
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ workerId: worker.id, bookingId: slot.booking_id });
      notify({ tone: 'success', title: texts.bookingCancelled, message: '' });
      // After the confirmation and the cancel, back one step (to where the master
      // came from); a day view the app was opened at (the bot's 'Открыть записи') has no step back.
      if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) void navigate(-1);
    } catch (error) {
      console.error(texts.cancelFailed, await readServerError(error));
      notify({ tone: 'error', title: texts.errorTitle, message: texts.cancelFailed });
    }
  };

  return (
    <main className="bk-page">
      <h1>{texts.bookingsTitle}</h1>
      <nav className="bk-day-links" aria-label={texts.bookingsTitle}>
        <Link className="bk-link bk-day-link" to={pathTo(screens.masterClients, { workerId: linkId })}>
          {texts.clientsLink}
        </Link>
        <Link className="bk-link bk-day-link" to={pathTo(screens.masterAnalytics, { workerId: linkId })}>
          {texts.analytics}
        </Link>
      </nav>
      <DayNav
        title={dayTitle(date, today)}
        calendarOpen={calendarOpen}
        onPrevious={() => setDate(shiftDate(date, -1))}
        onNext={() => setDate(shiftDate(date, 1))}
        onToggleCalendar={() => setCalendarOpen((open) => !open)}
      />
      {calendarOpen && (
        <Suspense fallback={<LoadingState />}>
          <DayCalendar
            date={date}
            today={today}
            onPick={(picked) => {
              setDate(picked);
              setCalendarOpen(false);
            }}
          />
        </Suspense>
      )}
      <QueryState query={day} isEmpty={(list) => !list.some((b) => ACTIVE.includes(b.status))} empty={texts.noBookingsDay}>
        {(list) => (
          <div className="bk-busy-list" data-testid="busy-list">
            {list
              .filter((b) => ACTIVE.includes(b.status))
              .map((slot) => {
                // On the master's clock, at this render: the contracts' rules, as the server judges.
                const may = dayBookingActions(slot, date, zone, Date.now());
                const marking = attendance.isPending && attendance.variables?.bookingId === slot.booking_id;
                return (
                  <BusySlotCard
                    key={slot.booking_id}
                    slot={slot}
                    busy={cancel.isPending && cancel.variables?.bookingId === slot.booking_id}
                    showPlace={severalPlaces}
                    onCancel={(s) => void cancelBooking(s)}
                    attendance={may.markAttendance ? { busy: marking, onMark: (value) => void markAttendance(slot, value) } : undefined}
                    onMove={may.move ? () => void navigate(pathTo(screens.masterMoveBooking, { workerId: worker.id, bookingId: slot.booking_id })) : undefined}
                    client={clientLink(slot.client_telegram_id)}
                  />
                );
              })}
          </div>
        )}
      </QueryState>
      {/* After the first booking a master receives, 'Добавить на главный экран' (the server decides when). */}
      <HomeScreenOffer />
    </main>
  );
}

/**
 * `/bookings`, `/worker/{id}/bookings` (docs/product.md, Master screens): the master's day view. On `/bookings` a
 * user who is not a master gets nothing here: the shell routes non-masters to the client area.
 */
export default function BookingsPage() {
  return <CabinetGate nonMaster="nothing">{(cabinet) => <DayView {...cabinet} />}</CabinetGate>;
}
