/** What these read of a request: how the caller came in (null: a guest) and who they are. */
interface Asking {
  way: string | null;
  caller: { id: number };
}

/**
 * What a guest (nobody signed in) reads of the catalogue: the same answers without anyone's ids.
 * A master's `user_id` is their Telegram id, a business's owners are people, and a busy time's
 * `booking_id` names a booking: a guest gets none of them (free times show times, never who booked).
 */

export const isGuest = (request: Pick<Asking, 'way'>): boolean => request.way === null;

export const workerForGuest = <W extends object>(worker: W): W => ({ ...worker, user_id: null });

export const businessForGuest = <B extends { owners: unknown[] }>(business: B): B => ({ ...business, owners: [] });

export const timetableForGuest = <T extends { timeslots: { booking_id?: number | null | undefined }[] }>(day: T): T => ({
  ...day,
  timeslots: day.timeslots.map(({ booking_id: _hidden, ...slot }) => slot),
});

/** The caller's id for a read that compares it with an owner's (a master sees their own hidden services): 0, nobody's, for a guest. */
export const callerIdOrNobody = (request: Asking): number => (isGuest(request) ? 0 : request.caller.id);
