import { useState } from 'react';
import { Button, useClosingConfirmation } from '@booking/platform';
import type { schemas } from '@booking/contracts';
import { canPaste, scheduleClipboard, useCopiedDay } from '../../entities/schedule/schedule-clipboard.store';
import { draftFromSlots, defaultDraft } from '../../entities/schedule/schedule-time.lib';
import { dayPlaceIds } from '../../entities/schedule/schedule-day.lib';
import { humanDate } from '../../entities/schedule/schedule-result.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import type { HintAction } from '../../entities/schedule/schedule-hints.lib';
import { DraftForm } from './draft-form.ui';
import { PlaceSelect, type PlaceOption } from './place-select.ui';
import { useDayActions } from './use-day-actions';

export interface DayFormProps {
  workerId: number;
  date: string;
  day: schemas.Timetable;
  past: boolean;
  /** The master's places (the first is the default for a new day). */
  places: readonly PlaceOption[];
  onHint: (action: HintAction) => void;
}

/** Create or edit one day (prefilled from it, or 09:00–18:00 with a 13:00–14:00 break), delete, copy, paste. */
export function DayForm({ workerId, date, day, past, places, onHint }: DayFormProps) {
  const actions = useDayActions(workerId, date, day);
  const [draft, setDraft] = useState(() => draftFromSlots(day.timeslots.filter((s) => s.status !== 'busy')) ?? defaultDraft());
  // What the day had when opened or last saved: a changed draft asks before Telegram closes the app.
  const [savedDraft, setSavedDraft] = useState(draft);
  useClosingConfirmation(!past && JSON.stringify(draft) !== JSON.stringify(savedDraft));
  const dayPlaces = dayPlaceIds(day);
  // The day's own place when it has one, else the master's first place (null until the places load).
  const [chosenPlace, setChosenPlace] = useState<number | null>(dayPlaces[0] ?? null);
  const placeId = chosenPlace ?? places[0]?.id ?? null;
  const copied = useCopiedDay();
  const pasteOffered = canPaste(copied, workerId, date, past);
  const locked = actions.booked || actions.busy;

  const copyDay = () => {
    scheduleClipboard.getState().copy({ workerId, date });
    onHint('copyPaste');
  };

  return (
    <div className="bk-day__form">
      {!past && (
        <>
          <h3 className="bk-day__subtitle">{actions.exists ? t.editHeading : t.createHeading}</h3>
          {actions.booked && (
            <p className="bk-error" role="note" data-testid="day-booked">
              {t.dayHasBookings}
            </p>
          )}
          <PlaceSelect places={places} value={placeId ?? 0} disabled={locked} onChange={setChosenPlace} />
          {places.length > 1 && dayPlaces.length > 1 && (
            <p className="bk-hint" data-testid="mixed-places">
              {t.mixedPlaces}
            </p>
          )}
          <DraftForm
            draft={draft}
            disabled={locked}
            onChange={(next, what) => {
              setDraft(next);
              onHint(what === 'work' ? 'editWork' : 'editBreaks');
            }}
          />
        </>
      )}
      <div className="bk-day__actions">
        {!past && (
          <Button busy={actions.busy} disabled={actions.booked} onClick={() => void actions.save(draft, placeId).then((ok) => {
            if (!ok) return;
            setSavedDraft(draft);
            onHint('save');
          })}>
            {actions.exists ? t.save : t.create}
          </Button>
        )}
        {actions.exists && (
          <Button variant="secondary" onClick={copyDay}>
            {t.copy}
          </Button>
        )}
        {pasteOffered && (
          // Offered on a booked day too: pressing it says why it cannot ('Нельзя вставить', docs/product.md, Master screens).
          <Button variant="secondary" disabled={actions.busy} onClick={() => void actions.paste(copied).then((ok) => ok && onHint('copyPaste'))}>
            {t.paste}
          </Button>
        )}
        {!past && actions.exists && (
          <Button variant="destructive" disabled={locked} onClick={() => void actions.del()}>
            {t.delete}
          </Button>
        )}
      </div>
      {copied?.workerId === workerId && (
        <p className="bk-hint bk-day__copied" data-testid="copied-day">
          {t.copied(humanDate(copied.date))}
        </p>
      )}
    </div>
  );
}
