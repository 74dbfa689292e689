import type { WorkerDayBooking } from '@booking/contracts/schemas';
import { Button } from '@booking/platform';
import { texts } from '../../shared/texts';
import { choice } from '../../shared/choice';

type Attendance = WorkerDayBooking['attendance'];

const CHOICES = [choice('came' as const, () => texts.came), choice('no_show' as const, () => texts.noShow)] as const;

interface AttendanceButtonsProps {
  value: Attendance;
  busy: boolean;
  /** The new mark; pressing the chosen one again clears it (null). */
  onMark: (attendance: Attendance) => void;
}

/** 'Пришёл' / 'Не пришёл': the chosen one is pressed; pressing it again unmarks. */
export function AttendanceButtons({ value, busy, onMark }: AttendanceButtonsProps) {
  return (
    <div className="bk-attendance" role="group" aria-label={texts.attendanceGroup}>
      {CHOICES.map(([choice, label]) => (
        <Button
          key={choice}
          variant={value === choice ? 'primary' : 'secondary'}
          aria-pressed={value === choice}
          disabled={busy}
          onClick={() => onMark(value === choice ? null : choice)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/** A mark that can no longer be changed (older than 7 days), shown as a line. */
export function AttendanceMark({ value }: { value: Attendance }) {
  const label = CHOICES.find(([choice]) => choice === value)?.[1];
  return label ? <div className="bk-hint" data-testid="attendance-mark">{label}</div> : null;
}
