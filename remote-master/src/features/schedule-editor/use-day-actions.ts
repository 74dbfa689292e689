import { useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { confirm, notify, timetableKeys, workerPlacesQuery } from '@booking/platform';
import type { schemas } from '@booking/contracts';
import type { CopiedDay } from '../../entities/schedule/schedule-clipboard.store';
import { dayHasBookings, dayHasSchedule } from '../../entities/schedule/schedule-day.lib';
import { failureText, humanDate } from '../../entities/schedule/schedule-result.lib';
import { draftProblem, draftToSlots, type ScheduleDraft } from '../../entities/schedule/schedule-time.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import { useCopyTimetableDay, useDeleteTimetableDay, useSaveTimetableDay } from '../../entities/schedule/schedule.api';

/** A snackbar stays 5 s (validation errors are snackbars titled 'Ошибка') (docs/product.md, Constants). */
export const SNACKBAR_MS = 5000;

/** A refusal: the server's words; the day is read again, since it is not what this page thought. */
function useFail() {
  const client = useQueryClient();
  return async (error: unknown, fallback: string) => {
    const message = await failureText(error, fallback);
    notify({ tone: 'error', title: message === t.pasteBlocked ? t.pasteBlockedTitle : t.error, message });
    if (isHTTPError(error)) void client.invalidateQueries({ queryKey: timetableKeys.all });
  };
}

/** The first place of the master: the schedule's place_id (fetched once, when a save needs it). */
function usePlaceId(workerId: number) {
  const client = useQueryClient();
  return async () => {
    const place = (await client.fetchQuery(workerPlacesQuery(workerId)))[0];
    if (!place) throw new Error(t.noPlaces);
    return place.id;
  };
}

/**
 * Save, delete and paste one day with the spec's texts: validation and the bookings rule are checked
 * before any call; a refusal from the server is shown as it comes. Each resolves true on success.
 */
export function useDayActions(workerId: number, date: string, day: schemas.Timetable | undefined) {
  const create = useSaveTimetableDay('create');
  const update = useSaveTimetableDay('update');
  const remove = useDeleteTimetableDay();
  const copy = useCopyTimetableDay();
  const placeId = usePlaceId(workerId);
  const fail = useFail();
  const booked = day !== undefined && dayHasBookings(day);
  const exists = day !== undefined && dayHasSchedule(day);

  /** Saves the day at `chosenPlace` (null: the master's first place). */
  async function save(draft: ScheduleDraft, chosenPlace: number | null = null): Promise<boolean> {
    const slots = draftToSlots(draft);
    const invalid = draftProblem(draft);
    if (invalid) {
      notify({ tone: 'error', title: t.error, message: invalid }, SNACKBAR_MS);
      return false;
    }
    if (booked) {
      notify({ tone: 'error', title: t.error, message: t.dayHasBookings });
      return false;
    }
    const mutation = exists ? update : create;
    try {
      await mutation.mutateAsync({ worker_id: workerId, place_id: chosenPlace ?? (await placeId()), date, slots });
      notify({ tone: 'success', title: t.success, message: exists ? t.updated : t.created });
      return true;
    } catch (error) {
      await fail(error, exists ? t.updateFailed : t.createFailed);
      return false;
    }
  }

  async function del(): Promise<boolean> {
    if (booked) {
      notify({ tone: 'error', title: t.error, message: t.dayHasBookings });
      return false;
    }
    const ok = await confirm({ title: t.deleteConfirmTitle, message: t.deleteConfirm(humanDate(date)), confirmLabel: t.delete, destructive: true });
    if (!ok) return false;
    try {
      await remove.mutateAsync({ worker_id: workerId, date });
      notify({ tone: 'success', title: t.success, message: t.deleted });
      return true;
    } catch (error) {
      await fail(error, t.deleteFailed);
      return false;
    }
  }

  async function paste(copied: CopiedDay): Promise<boolean> {
    if (booked) {
      notify({ tone: 'error', title: t.pasteBlockedTitle, message: t.pasteBlocked });
      return false;
    }
    if (exists && !(await confirm({ title: t.pasteConfirmTitle, message: t.pasteConfirm(humanDate(date)), confirmLabel: t.paste }))) return false;
    try {
      await copy.mutateAsync({ worker_id: workerId, from_date: copied.date, to_date: date });
      notify({ tone: 'success', title: t.pasteDoneTitle, message: t.pasteDone });
      return true;
    } catch (error) {
      await fail(error, t.pasteFailed);
      return false;
    }
  }

  const busy = create.isPending || update.isPending || remove.isPending || copy.isPending;
  return { save, del, paste, busy, booked, exists };
}
