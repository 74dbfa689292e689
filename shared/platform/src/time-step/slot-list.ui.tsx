import { EmptyState } from '../ui/states.ui';
import { haptic } from '../telegram/feedback';
import type { OfferedSlot } from './offered-slots.lib';
import styles from './time-step.module.css';
import { timeStepTexts as t } from './time-step.texts';

interface Props {
  slots: OfferedSlot[];
  chosen: OfferedSlot | null;
  onToggle: (slot: OfferedSlot) => void;
}

/** The day's bookable ranges 'HH:MM — HH:MM'; one chosen at a time, a second tap lets go. */
export function SlotList({ slots, chosen, onToggle }: Props) {
  if (slots.length === 0) return <EmptyState message={t.noTime} />;
  return (
    <ul className={styles.slots} aria-label={t.timeslotsFor} data-testid="slot-list">
      {slots.map((slot) => {
        const on = chosen?.start === slot.start && chosen.timeslotId === slot.timeslotId;
        return (
          <li key={`${slot.timeslotId}-${slot.start}`}>
            <button type="button" className={`${styles.slot}${on ? ` ${styles.selected}` : ''}`} aria-pressed={on} onClick={() => {
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
