import * as v from 'valibot';
import { IdSchema, IsoDateSchema, LIST_PAGE_MAX, PageLimitSchema, PageOffsetSchema, TelegramIdSchema } from './common.schema';

/** Path and query parts of the API's requests (strings on the wire, parsed: ids become numbers). */

export const IdParams = v.object({ id: IdSchema });
export const TelegramIdParams = v.object({ id: TelegramIdSchema });
export const WorkerIdParams = v.object({ workerId: IdSchema });
export const PlaceIdParams = v.object({ placeId: IdSchema });
export const TelegramParams = v.object({ telegramId: TelegramIdSchema });
export const TelegramPlaceParams = v.object({ ...TelegramParams.entries, placeId: IdSchema });
export const TelegramWorkerParams = v.object({ ...TelegramParams.entries, workerId: IdSchema });
export const UuidParams = v.object({ uuid: v.pipe(v.string(), v.uuid('must be a uuid')) });
/** A master's day: `/…/{workerId}/{date}`. */
export const WorkerDayParams = v.object({ workerId: IdSchema, date: IsoDateSchema });
/** A master's day under `/workers/{id}/…/{date}`. */
export const WorkerIdDayParams = v.object({ id: IdSchema, date: IsoDateSchema });
/** A master's booking: `/workers/{id}/bookings/{bookingId}/…`. */
export const WorkerBookingParams = v.object({ id: IdSchema, bookingId: IdSchema });
/** A master's client: `/workers/{id}/clients/{telegramId}`. */
export const WorkerClientParams = v.object({ id: IdSchema, telegramId: TelegramIdSchema });
/** Stored upload names are the server's (random hex + sniffed extension), so a path can never leave the folder. */
export const FileParams = v.object({ name: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}\.(jpg|png|gif)$/, 'unknown file')) });
export const GalleryParams = v.object({ name: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.svg$/, 'unknown file')) });

/** `include_expired=true` reads past time too. */
const Expired = { include_expired: v.optional(v.picklist(['true', 'false', ''])) };
export const ExpiredQuery = v.object(Expired);
/** An optional id filter: the spec's client sends empty ones, which mean no filter. */
export const OptionalId = v.optional(v.union([v.literal(''), IdSchema]));

/** A page of a list (GET /places, GET /services/): `limit` 1-100 (default 100), `offset` 0 or more; ordered by id. */
const Page = { limit: v.optional(PageLimitSchema), offset: v.optional(PageOffsetSchema) };
/** The page a parsed page query asks for. */
export const pageOf = (q: { limit?: number; offset?: number }) => ({ limit: q.limit ?? LIST_PAGE_MAX, offset: q.offset ?? 0 });

export const PlacesQuery = v.object({ business_id: OptionalId, ...Page });
export const ServicesQuery = v.object({ worker_id: OptionalId, place_id: OptionalId, show_archive: v.optional(v.picklist(['true', 'false', ''])), ...Page });
export const WorkerDatesQuery = v.object({ ...Expired, place_id: v.optional(IdSchema) });
/** Paging of the client's list (additive: without both, the whole list as the spec has it). */
export const BookingPageQuery = v.object({
  limit: v.optional(v.pipe(IdSchema, v.maxValue(100, 'is at most 100'))),
  before: v.optional(IdSchema),
});
