import { lazy, Suspense } from 'react';
import { LoadingState } from '@booking/shared/web';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';

const SchedulePageBody = lazy(() => import('./schedule.page'));

/** 'Рабочие дни' (spec section 2): the title at once, the calendar and editor from a lazy chunk. */
export function SchedulePage() {
  return (
    <main className="bk-page bk-schedule-page">
      <h1>{t.title}</h1>
      <Suspense fallback={<LoadingState />}>
        <SchedulePageBody />
      </Suspense>
    </main>
  );
}
