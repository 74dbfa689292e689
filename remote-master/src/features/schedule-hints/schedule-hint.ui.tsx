import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import type { ScheduleHints } from './use-schedule-hints';

/** The hint on screen, with a way to skip the rest of its track. */
export function ScheduleHint({ hints }: { hints: ScheduleHints }) {
  if (!hints.shown) return null;
  const list = hints.shown.track === 'single' ? t.hintsSingle : t.hintsMulti;
  return (
    <div className="bk-schedule-hint" role="status" data-testid="schedule-hint">
      <span>{list[hints.shown.step]}</span>
      <button type="button" className="bk-link" onClick={hints.skip}>
        {t.hintSkip}
      </button>
    </div>
  );
}
