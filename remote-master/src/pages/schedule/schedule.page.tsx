import { ErrorState, LoadingState } from '@booking/shared/web';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import { ScheduleScreen } from './schedule-screen.ui';
import { useScheduleWorker } from './use-schedule-worker';
import './schedule.css';

/** The lazy part of /schedule and /worker/{id}/schedule: whose schedule, then the screen. */
export default function SchedulePageBody() {
  const worker = useScheduleWorker();
  if (worker.state === 'loading') return <LoadingState />;
  if (worker.state === 'missing') return <p className="bk-error">{t.noWorker}</p>;
  if (worker.state === 'error') return <ErrorState onRetry={worker.retry} />;
  return <ScheduleScreen key={worker.workerId} workerId={worker.workerId} timeZone={worker.timeZone} />;
}
