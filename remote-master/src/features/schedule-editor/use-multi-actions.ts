import { useQueryClient } from '@tanstack/react-query';
import { confirm, notify, workerPlacesQuery } from '@booking/platform';
import { failedDatesOf, failureText, multiResultText } from '../../entities/schedule/schedule-result.lib';
import { draftProblem, draftToSlots, type ScheduleDraft } from '../../entities/schedule/schedule-time.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import { useCreateTimetableMultiple, useDeleteTimetableMultiple } from '../../entities/schedule/schedule.api';

const SNACKBAR_MS = 5000;

/**
 * One schedule onto several dates, or delete several, in one call each (POST / DELETE
 * /timetable/multiple). The server replaces each free date whole (breaks included) and reports the
 * dates clients booked in `failed_dates`, which the result sentence names.
 */
export function useMultiActions(workerId: number, dates: readonly string[]) {
  const create = useCreateTimetableMultiple();
  const remove = useDeleteTimetableMultiple();
  const client = useQueryClient();

  const report = (kind: 'created' | 'deleted', failedDates: string[]) => {
    const allFailed = failedDates.length >= dates.length;
    // A partial result is an error notice, not titled 'Успешно': some dates were left as they were.
    const title = allFailed ? t.error : failedDates.length ? t.partialTitle : t.success;
    notify({ tone: failedDates.length ? 'error' : 'success', title, message: multiResultText({ kind, total: dates.length, failedDates }) });
    return !allFailed;
  };

  /** Applies the draft to every date, at `chosenPlace` (null: the master's first place). */
  async function apply(draft: ScheduleDraft, chosenPlace: number | null = null): Promise<boolean> {
    const slots = draftToSlots(draft);
    const invalid = draftProblem(draft);
    if (invalid) {
      notify({ tone: 'error', title: t.error, message: invalid }, SNACKBAR_MS);
      return false;
    }
    try {
      const place = chosenPlace ?? (await client.fetchQuery(workerPlacesQuery(workerId)))[0]?.id;
      if (place === undefined) throw new Error(t.noPlaces);
      const answer = await create.mutateAsync({ worker_id: workerId, place_id: place, dates: [...dates], slots });
      return report('created', answer.failed_dates);
    } catch (error) {
      notify({ tone: 'error', title: t.error, message: await failureText(error, t.createFailed) });
      return false;
    }
  }

  async function deleteAll(): Promise<boolean> {
    const ok = await confirm({ title: t.deleteConfirmTitle, message: t.multiDeleteConfirm(dates.length), confirmLabel: t.delete, destructive: true });
    if (!ok) return false;
    try {
      return report('deleted', failedDatesOf(await remove.mutateAsync({ worker_id: workerId, dates: [...dates] })));
    } catch (error) {
      notify({ tone: 'error', title: t.error, message: await failureText(error, t.deleteFailed) });
      return false;
    }
  }

  return { apply, deleteAll, busy: create.isPending || remove.isPending };
}
