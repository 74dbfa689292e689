import { bookingRules } from '@booking/contracts';
import type { Config } from '../../config';
import type { Queryable } from '../../db/queryable';
import * as rows from '../../db/queries/bookings.queries';
import * as cards from './cards.queries';
import { JsonText } from './json-text';

/** A booking of the client's list (spec section 3), with can_move and can_cancel judged at the read (issue 41). */
export type ListedBooking = Omit<rows.BookingRow, 'rules'> & { can_move: boolean; can_cancel: boolean };
/** A client's list as spec section 3 has it: the bookings, or the JSON text of their array. */
export type BookingList = ListedBooking[] | JsonText;
type Filter = { placeId?: number; workerId?: number };

/** The client's lists: every booking (optionally at a place or with a master), the first page, a later page. */
export interface ClientLists {
  whole(db: Queryable, clientId: number, at: Date, filter?: Filter): Promise<BookingList>;
  firstPage(db: Queryable, clientId: number, at: Date, limit: number): Promise<BookingList>;
  pastPage(db: Queryable, clientId: number, at: Date, limit: number, before: number): Promise<BookingList>;
}

export const isEmptyList = (list: BookingList) => (list instanceof JsonText ? list.text === '[]' : list.length === 0);

/**
 * Whether the client may still move and cancel a booking, by the master's rules in force `at`
 * (the shared rules of @booking/contracts): judged at every read, never stored in a card. No start
 * (the fast list gives none for a booking that is not active or dated before yesterday): neither.
 */
export function judged(status: string, startsAt: string | null, rules: { cancel_cutoff_hours: number | null; max_moves: number | null; client_moves: number }, at: Date) {
  if (startsAt === null || rules.cancel_cutoff_hours === null) return { can_move: false, can_cancel: false };
  const booking = { status, startsAt, clientMoves: Number(rules.client_moves) };
  const change = { cancel_cutoff_hours: Number(rules.cancel_cutoff_hours), max_moves: rules.max_moves === null ? null : Number(rules.max_moves) };
  return { can_move: bookingRules.canMove(booking, change, at), can_cancel: bookingRules.canCancel(booking, change, at) };
}

/** Plain rows with their judgement, in the answer's key order (the fast version's bytes). */
const judgeRows = (list: rows.BookingRow[], at: Date): ListedBooking[] => list.map(({ rules, ...b }) => ({ ...b, ...judged(b.status, b.time.starts_at, rules, at) }));

/** The fast rows as one JSON array: each card with the judgement added after its last field. */
function judgeCards(list: cards.CardRow[], at: Date): JsonText {
  const parts: string[] = [];
  for (const r of list) {
    if (r.card === null) continue;
    const { can_move, can_cancel } = judged(r.status, r.starts_at, r, at);
    parts.push(`${r.card.slice(0, -1)},"can_move":${can_move},"can_cancel":${can_cancel}}`);
  }
  return new JsonText(`[${parts.join(',')}]`);
}

/**
 * Fast: each booking's stored card (bookings.list_card, migration 22: the booking as the list shows it,
 * kept current by triggers whoever writes), one row each, joined here with the judgement: a page
 * reads only its bookings' own rows (and the masters of its current ones). Plain (SPEED_PLAIN=list-cards):
 * one row per booking and service, each booking's master and services looked up, shaped here
 * (db/queries/bookings.queries.ts).
 */
export function clientLists(config: Pick<Config, 'plain'>): ClientLists {
  if (config.plain.has('list-cards')) {
    return {
      whole: async (db, clientId, at, filter) => judgeRows(await rows.listClientBookings(db, clientId, filter), at),
      firstPage: async (db, clientId, at, limit) => judgeRows(await rows.listClientFirstPage(db, clientId, at, limit), at),
      pastPage: async (db, clientId, at, limit, before) => judgeRows(await rows.listClientPastPage(db, clientId, at, limit, before), at),
    };
  }
  return {
    whole: async (db, clientId, at, filter) => judgeCards(await cards.listClientBookings(db, clientId, at, filter), at),
    firstPage: async (db, clientId, at, limit) => judgeCards(await cards.listClientFirstPage(db, clientId, at, limit), at),
    pastPage: async (db, clientId, at, limit, before) => judgeCards(await cards.listClientPastPage(db, clientId, at, limit, before), at),
  };
}
