import { useEffect, useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button, ErrorState, todayIn, workerDatesQuery } from '@booking/platform';
import { Calendar, EARLIEST_VIEWABLE, MULTI_SELECT_IDLE, multiSelectReducer } from '@booking/platform/calendar';
import { FRESH_MS, isValidIsoDate } from '../../entities/schedule/schedule-day.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import { DayEditor } from '../../features/schedule-editor/day-editor.ui';
import { ScheduleHint } from '../../features/schedule-hints/schedule-hint.ui';
import { useScheduleHints } from '../../features/schedule-hints/use-schedule-hints';
import { MultiEditor } from '../../features/schedule-editor/multi-editor.ui';

export interface ScheduleScreenProps {
  workerId: number;
  timeZone: string | null;
}

/**
 * 'Рабочие дни': the month calendar (the master's scheduled dates, one request for all months),
 * the chosen day's editor below it (`?date=`, today by default), and multi-select by long press.
 */
export function ScheduleScreen({ workerId, timeZone }: ScheduleScreenProps) {
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today;
  const validDate = isValidIsoDate(date) && date >= EARLIEST_VIEWABLE;
  const dates = useQuery({ ...workerDatesQuery(workerId, true), staleTime: FRESH_MS });
  const [multi, dispatch] = useReducer(multiSelectReducer, MULTI_SELECT_IDLE);
  const hints = useScheduleHints(workerId);
  const { start: startHints, act } = hints;
  useEffect(() => startHints(), [startHints]);

  const choose = (day: string) => {
    if (multi.active) {
      dispatch({ type: 'toggle', date: day, today });
      act('toggleDay');
      return;
    }
    setParams((p) => ({ ...Object.fromEntries(p), date: day }), { replace: true });
    act('selectDay');
  };
  const enterMulti = (day: string) => {
    dispatch({ type: 'longPress', date: day, today });
    if (day >= today) act('enterMulti');
  };
  const closeMulti = () => {
    dispatch({ type: 'close' });
    act('closeMulti');
  };

  return (
    <div className="bk-schedule">
      <ScheduleHint hints={hints} />
      <Calendar
        label={t.title}
        selected={multi.active ? multi.dates : validDate ? date : null}
        scheduledDates={dates.data}
        viewPast
        today={today}
        multiSelect={multi.active}
        onSelect={choose}
        onLongPress={enterMulti}
      />
      {dates.isError && <ErrorState message={t.loadError(dates.error.message)} onRetry={() => void dates.refetch()} />}
      {!multi.active && validDate && date >= today && (
        <Button variant="secondary" className="bk-schedule__multi" onClick={() => enterMulti(date)}>
          {t.multiEnter}
        </Button>
      )}
      {multi.active ? (
        <MultiEditor workerId={workerId} dates={multi.dates} onClose={closeMulti} onHint={act} />
      ) : validDate ? (
        <DayEditor workerId={workerId} date={date} today={today} onHint={act} />
      ) : (
        <p className="bk-error" role="alert">
          {t.badDate}
        </p>
      )}
    </div>
  );
}
