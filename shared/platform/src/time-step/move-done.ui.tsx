import type { BookingDetail } from '@booking/contracts/schemas';
import { Button } from '../ui/button.ui';
import { whenLabel } from './move.lib';
import styles from './time-step.module.css';
import { timeStepTexts as t } from './time-step.texts';

export interface MoveDoneAction {
  label: string;
  onClick: () => void;
}

/** After the move: 'Запись перенесена', the new date and time, the master's rules, and the area's way on. */
export function MoveDone({ booking, rules, action }: { booking: BookingDetail; rules: readonly string[]; action?: MoveDoneAction }) {
  return (
    <section className={styles.done} data-testid="move-done" aria-live="polite">
      <div className={styles.mark} aria-hidden="true">
        ✓
      </div>
      <h1>{t.moved}</h1>
      <p data-testid="moved-time">{whenLabel(booking.time.date, booking.time.time_start)}</p>
      <RulesList rules={rules} />
      {action && (
        <Button block onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </section>
  );
}

/** The master's rules for a cancel and a move (nothing where they are the defaults). */
export function RulesList({ rules }: { rules: readonly string[] }) {
  if (rules.length === 0) return null;
  return (
    <ul className={styles.rules} data-testid="change-rules">
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
