import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, workerPlacesQuery } from '@booking/platform';
import { humanDates } from '../../entities/schedule/schedule-result.lib';
import { defaultDraft, draftFromSlots } from '../../entities/schedule/schedule-time.lib';
import { PLACES_FRESH_MS } from '../../entities/schedule/schedule-day.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import { DraftForm } from './draft-form.ui';
import { PlaceSelect } from './place-select.ui';
import type { HintAction } from '../../entities/schedule/schedule-hints.lib';
import { useMultiActions } from './use-multi-actions';
import { timetableDayQuery } from '../../entities/schedule/schedule.api';

export interface MultiEditorProps {
  workerId: number;
  /** The selected dates, in the order they were picked (the first one's schedule is the template). */
  dates: readonly string[];
  onClose: () => void;
  onHint: (action: HintAction) => void;
}

/** Several days at once: one schedule applied to all of them, or all deleted. */
export function MultiEditor({ workerId, dates, onClose, onHint }: MultiEditorProps) {
  const client = useQueryClient();
  const actions = useMultiActions(workerId, dates);
  // The long-pressed day's schedule, when it is loaded, else the default day.
  const [draft, setDraft] = useState(() => {
    const first = dates[0] && client.getQueryData(timetableDayQuery(workerId, dates[0], true).queryKey);
    return (first && draftFromSlots(first.timeslots.filter((s) => s.status !== 'busy'))) || defaultDraft();
  });
  const places = useQuery({ ...workerPlacesQuery(workerId), staleTime: PLACES_FRESH_MS }).data ?? [];
  const [chosenPlace, setChosenPlace] = useState<number | null>(null);
  const placeId = chosenPlace ?? places[0]?.id ?? null;
  const ready = dates.length >= 2;
  // The selection stays after a change: the calendar shows the result and × leaves the mode.
  const done = (ok: boolean) => ok && onHint('applyMulti');

  return (
    <section className="bk-day bk-multi" aria-labelledby="bk-multi-title" data-testid="multi-editor">
      <div className="bk-multi__head">
        <h2 id="bk-multi-title" className="bk-day__title">
          {t.multiHeading(dates.length)}
        </h2>
        <button type="button" className="bk-link bk-multi__close" aria-label={t.multiClose} onClick={onClose}>
          ×
        </button>
      </div>
      <p className="bk-hint" data-testid="multi-dates">
        {ready ? humanDates(dates) : t.multiPickMore}
      </p>
      <PlaceSelect places={places} value={placeId ?? 0} disabled={actions.busy} onChange={setChosenPlace} />
      <DraftForm
        draft={draft}
        disabled={actions.busy}
        onChange={(next) => {
          setDraft(next);
          onHint('editMulti');
        }}
      />
      <div className="bk-day__actions">
        <Button busy={actions.busy} disabled={!ready} onClick={() => void actions.apply(draft, placeId).then(done)}>
          {t.multiApply}
        </Button>
        <Button variant="destructive" disabled={!ready || actions.busy} onClick={() => void actions.deleteAll().then(done)}>
          {t.multiDelete}
        </Button>
      </div>
    </section>
  );
}
