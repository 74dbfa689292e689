import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { todayIn, workerDatesQuery } from '@booking/platform';
import { WriteAccessPrompt } from '@booking/platform/telegram-ui';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import { CabinetGate } from '../../features/cabinet-gate/cabinet-gate.ui';
import { ScheduleScreen } from './schedule-screen.ui';
import './schedule.css';
import { timetableDayQuery } from '../../entities/schedule/schedule.api';

/**
 * On `/worker/{id}/schedule` the month's dates and the open day start loading while the cabinet gate
 * still checks who the caller is: one round trip instead of two on a cold open.
 */
function usePrefetchMonth() {
  const client = useQueryClient();
  const id = Number(useParams().workerId);
  const date = useSearchParams()[0].get('date') ?? todayIn();
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    // ensureQueryData: only what is not cached yet (moving between days must not reload the month).
    void client.ensureQueryData(workerDatesQuery(id, true)).catch(() => undefined);
    void client.ensureQueryData(timetableDayQuery(id, date, true)).catch(() => undefined);
  }, [client, id, date]);
}

/** 'Рабочие дни' (docs/product.md, Master screens): the caller's own schedule, behind the cabinet gate. */
export default function SchedulePage() {
  usePrefetchMonth();
  // Just registered (the welcome's step 3): ask for permission to send messages.
  const registered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
  return (
    <CabinetGate>
      {({ worker }) => (
        <main className="bk-page bk-schedule-page">
          <h1>{t.title}</h1>
          {registered && <WriteAccessPrompt who="master" />}
          <ScheduleScreen key={worker.id} workerId={worker.id} timeZone={worker.user.timezone} />
        </main>
      )}
    </CabinetGate>
  );
}
