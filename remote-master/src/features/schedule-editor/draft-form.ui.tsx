import {
  addBreak, removeBreak, setBreak, setWorkEnd, setWorkStart, type ScheduleDraft,
} from '../../entities/schedule/schedule-time.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import { TimeSelect } from './time-select.ui';

export interface DraftFormProps {
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft, what: 'work' | 'breaks') => void;
  disabled?: boolean;
}

/** Working hours and any number of breaks; every change goes through the clamping rules. */
export function DraftForm({ draft, onChange, disabled }: DraftFormProps) {
  return (
    <div className="bk-draft">
      <div className="bk-draft__row">
        <TimeSelect label={t.workStart} value={draft.start} disabled={disabled} onChange={(m) => onChange(setWorkStart(draft, m), 'work')} />
        <TimeSelect label={t.workEnd} value={draft.end} disabled={disabled} onChange={(m) => onChange(setWorkEnd(draft, m), 'work')} />
      </div>
      <ul className="bk-draft__breaks" aria-label={t.statusBreak}>
        {draft.breaks.map((b, i) => (
          <li key={i} className="bk-draft__break" data-testid="break-row">
            <span className="bk-draft__break-title">{t.breakLabel(i + 1)}</span>
            <div className="bk-draft__row">
              <TimeSelect label={`${t.breakStart} ${i + 1}`} shownLabel={t.from} value={b.start} disabled={disabled} onChange={(m) => onChange(setBreak(draft, i, 'start', m), 'breaks')} />
              <TimeSelect label={`${t.breakEnd} ${i + 1}`} shownLabel={t.to} value={b.end} disabled={disabled} onChange={(m) => onChange(setBreak(draft, i, 'end', m), 'breaks')} />
              <button type="button" className="bk-link bk-draft__remove" aria-label={`${t.removeBreak} ${i + 1}`} disabled={disabled} onClick={() => onChange(removeBreak(draft, i), 'breaks')}>
                ×
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="bk-link bk-draft__add" disabled={disabled} onClick={() => onChange(addBreak(draft), 'breaks')}>
        + {t.addBreak}
      </button>
    </div>
  );
}
