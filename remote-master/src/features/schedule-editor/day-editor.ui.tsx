import { useQuery } from '@tanstack/react-query';
import { QueryState, currentLanguage, dayjs, workerPlacesQuery } from '@booking/platform';
import type { schemas } from '@booking/contracts';
import { FRESH_MS, PLACES_FRESH_MS } from '../../entities/schedule/schedule-day.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import type { HintAction } from '../../entities/schedule/schedule-hints.lib';
import { DayForm } from './day-form.ui';
import { DaySlots } from './day-slots.ui';
import { timetableDayQuery } from '../../entities/schedule/schedule.api';

export interface DayEditorProps {
  workerId: number;
  date: string;
  /** Today where the master is: earlier days are read-only. */
  today: string;
  onHint: (action: HintAction) => void;
}

const dayTitle = (date: string) => {
  const text = dayjs(date).locale(currentLanguage()).format('dddd, D MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const fingerprint = (day: schemas.Timetable) =>
  day.timeslots.map((s) => `${s.time_start}-${s.time_end}-${s.status}-${s.place_id}`).join(',') + `|${day.timeslots_busy.length}`;

/** One day: its slots (one request, past time included), then its editor; past days read-only. */
export function DayEditor({ workerId, date, today, onHint }: DayEditorProps) {
  const query = useQuery({ ...timetableDayQuery(workerId, date, true), staleTime: FRESH_MS });
  // The master's places: a master at several places sees and chooses the place of the day's work time.
  const places = useQuery({ ...workerPlacesQuery(workerId), staleTime: PLACES_FRESH_MS }).data ?? [];
  const past = date < today;
  return (
    <section className="bk-day" aria-labelledby="bk-day-title" data-testid="day-editor" data-date={date}>
      <h2 id="bk-day-title" className="bk-day__title">
        {dayTitle(date)}
      </h2>
      {past && <p className="bk-hint">{t.readOnly}</p>}
      <QueryState query={query} errorMessage={query.error ? t.loadError(query.error.message) : undefined}>
        {(day) => (
          <>
            <DaySlots day={day} past={past} places={places} />
            {/* A fresh form per day and per stored schedule (not per refetch: unsaved input survives a refresh). */}
            <DayForm key={`${date}:${fingerprint(day)}`} workerId={workerId} date={date} day={day} past={past} places={places} onHint={onHint} />
          </>
        )}
      </QueryState>
    </section>
  );
}
