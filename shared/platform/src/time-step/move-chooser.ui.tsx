import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BookingDetail, Worker } from '@booking/contracts/schemas';
import { zoneOrDefault } from '../lib/dates.lib';
import { servicesQuery } from '../entities/services.api';
import { timeslotsQuery, workerDatesQuery } from '../entities/timetables.api';
import { haptic } from '../telegram/feedback';
import { MainButton } from '../ui/main-button.ui';
import { QueryState } from '../ui/query-state.ui';
import { DateSelector } from '../calendar/date-selector.ui';
import { RulesList } from './move-done.ui';
import { moveOffers, whenLabel } from './move.lib';
import { stillOffered, type OfferedSlot } from './offered-slots.lib';
import { SlotList } from './slot-list.ui';
import styles from './time-step.module.css';
import { timeStepTexts as t } from './time-step.texts';

interface Props {
  booking: BookingDetail;
  worker: Worker;
  rules: readonly string[];
  onMove: (slot: OfferedSlot | null) => void;
  busy: boolean;
  /** Chosen time let go (after a refusal): bumped by the parent. */
  chosen: OfferedSlot | null;
  onChoose: (slot: OfferedSlot | null) => void;
  footerExtra?: ReactNode;
}

/** The step itself: the date (the booking's preselected), the day's times but the present one, the summary with the rules, 'Перенести'. */
export function MoveChooser({ booking, worker, rules, onMove, busy, chosen, onChoose, footerExtra }: Props) {
  const { place_id: placeId } = booking;
  const workerId = booking.worker.id;
  const [date, setDate] = useState(booking.time.date);
  const servicesQ = useQuery(servicesQuery({ workerId, placeId }));
  const datesQ = useQuery(workerDatesQuery(workerId, false, placeId));
  // The whole day (include_expired), as the booking's time step reads it: the server checks against all of it.
  const dayQ = useQuery(timeslotsQuery(workerId, date, true));
  const services = useMemo(() => (servicesQ.data ?? []).filter((s) => booking.service_ids.includes(s.id)), [servicesQ.data, booking.service_ids]);
  const offered = useMemo(() => {
    const day = dayQ.data?.[0];
    if (!day) return [];
    return moveOffers({ booking: booking.time, services, day, adjacentOnly: worker.adjacent_slots_only, placeId, timezone: worker.user.timezone });
  }, [dayQ.data, booking.time, services, worker, placeId]);
  // The booking's own date stays reachable with the arrows even when it has no other free time.
  const dates = useMemo(() => datesQ.data && [...new Set([...datesQ.data, booking.time.date])].sort(), [datesQ.data, booking.time.date]);
  const pick = (next: string) => {
    haptic('select');
    setDate(next);
    onChoose(null);
  };
  const toggle = (slot: OfferedSlot) => onChoose(chosen?.start === slot.start && chosen.timeslotId === slot.timeslotId ? null : slot);

  return (
    <>
      <QueryState query={{ ...datesQ, data: dates }}>
        {(available) => <DateSelector value={date} onChange={pick} availableDates={available} timeZone={zoneOrDefault(worker.user.timezone)} />}
      </QueryState>
      <QueryState query={dayQ}>{() => <SlotList slots={offered} chosen={chosen} onToggle={toggle} />}</QueryState>
      <footer className={styles.footer}>
        {footerExtra}
        <p className={styles.summary} data-testid="booking-summary" aria-live="polite">
          {chosen ? t.chosen(whenLabel(date, chosen.timeStart)) : t.chooseTimeHint}
        </p>
        <RulesList rules={rules} />
        <MainButton text={t.move} disabled={!chosen || busy} busy={busy} onClick={() => onMove(stillOffered(offered, chosen))} />
      </footer>
    </>
  );
}
