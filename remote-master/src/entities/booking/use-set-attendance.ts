import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { WorkerDayBooking } from '@booking/contracts/schemas';
import { bookingKeys, send } from '@booking/platform';

type Attendance = WorkerDayBooking['attendance'];

/**
 * PUT /bookings/{id}/attendance: the master marks who came ('came', 'no_show', or null to
 * unmark). The day shows the answer at once and is read again.
 */
export function useSetAttendance(workerId: number, date: string) {
  const client = useQueryClient();
  const dayKey = bookingKeys.workerDay(workerId, date);
  return useMutation({
    mutationFn: ({ bookingId, attendance }: { bookingId: number; attendance: Attendance }) => send(ops.setAttendance, { attendance }, { id: bookingId }),
    onSuccess: (saved) =>
      client.setQueryData<WorkerDayBooking[]>(dayKey, (day) => day?.map((b) => (b.booking_id === saved.id ? { ...b, attendance: saved.attendance } : b))),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
