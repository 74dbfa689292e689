import type { Config } from '../../config';
import type { Queryable } from '../../db/queryable';
import * as rows from '../../db/queries/bookings.queries';
import * as cards from './cards.queries';
import { JsonText } from './json-text';

/** A client's list as spec section 3 has it: the bookings, or the JSON text of their array. */
export type BookingList = rows.BookingRow[] | JsonText;
type Filter = { placeId?: number; workerId?: number };

/** The client's lists: every booking (optionally at a place or with a master), the first page, a later page. */
export interface ClientLists {
  whole(db: Queryable, clientId: number, filter?: Filter): Promise<BookingList>;
  firstPage(db: Queryable, clientId: number, at: Date, limit: number): Promise<BookingList>;
  pastPage(db: Queryable, clientId: number, at: Date, limit: number, before: number): Promise<BookingList>;
}

export const isEmptyList = (list: BookingList) => (list instanceof JsonText ? list.text === '[]' : list.length === 0);

/**
 * Fast: each booking's stored card (bookings.list_card, migration 22: the booking as the list shows it,
 * kept current by triggers whoever writes), joined into one JSON array by PostgreSQL and sent as it is:
 * a page reads only its bookings' own rows. Plain (SPEED_PLAIN=list-cards): one row per booking and
 * service, each booking's master and services looked up, shaped here (db/queries/bookings.queries.ts).
 */
export function clientLists(config: Pick<Config, 'plain'>): ClientLists {
  if (config.plain.has('list-cards')) {
    return { whole: rows.listClientBookings, firstPage: rows.listClientFirstPage, pastPage: rows.listClientPastPage };
  }
  return {
    whole: async (db, clientId, filter) => new JsonText(await cards.listClientBookings(db, clientId, filter)),
    firstPage: async (db, clientId, at, limit) => new JsonText(await cards.listClientFirstPage(db, clientId, at, limit)),
    pastPage: async (db, clientId, at, limit, before) => new JsonText(await cards.listClientPastPage(db, clientId, at, limit, before)),
  };
}
