import { EmptyState, haptic } from '@booking/platform';
import { texts } from '../../shared/texts';
import type { OfferedSlot } from '../../entities/slots/offered-slots.lib';

interface Props {
  slots: OfferedSlot[];
  chosen: OfferedSlot | null;
  onToggle: (slot: OfferedSlot) => void;
}

/** The day's bookable ranges 'HH:MM — HH:MM'; one chosen at a time, a second tap lets go. */
export function SlotList({ slots, chosen, onToggle }: Props) {
  if (slots.length === 0) return <EmptyState message={texts.noTime} />;
  return (
    <ul className="bk-slots" aria-label={texts.timeslotsFor} data-testid="slot-list">
      {slots.map((slot) => {
        const on = chosen?.start === slot.start && chosen.timeslotId === slot.timeslotId;
        return (
          <li key={`${slot.timeslotId}-${slot.start}`}>
            <button type="button" className={`bk-slot${on ? ' bk-slot--selected' : ''}`} aria-pressed={on} onClick={() => {
              haptic('select');
              onToggle(slot);
            }}>
              {slot.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
