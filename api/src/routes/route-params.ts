import * as v from 'valibot';
import { schemas } from '@booking/contracts';

/** Path and query schemas the routes share, declared once. */

export const IdParams = v.object({ id: schemas.IdSchema });
export const TelegramIdParams = v.object({ id: schemas.TelegramIdSchema });
export const WorkerIdParams = v.object({ workerId: schemas.IdSchema });
export const PlaceIdParams = v.object({ placeId: schemas.IdSchema });
export const TelegramParams = v.object({ telegramId: schemas.TelegramIdSchema });
/** A master's day: `/…/:workerId/:date`. */
export const WorkerDayParams = v.object({ workerId: schemas.IdSchema, date: schemas.IsoDateSchema });
/** A master's day under `/workers/:id/…/:date`. */
export const WorkerIdDayParams = v.object({ id: schemas.IdSchema, date: schemas.IsoDateSchema });
/** `include_expired=true` reads past time too. */
export const ExpiredQuery = v.object({ include_expired: v.optional(v.picklist(['true', 'false', ''])) });
/** An optional id filter: the spec's client sends empty ones, which mean no filter. */
export const OptionalId = v.optional(v.union([v.literal(''), schemas.IdSchema]));

/** A page of a list (GET /places, GET /services/): `limit` 1-100 (default 100), `offset` 0 or more; ordered by id. */
export const PageQuery = { limit: v.optional(schemas.PageLimitSchema), offset: v.optional(schemas.PageOffsetSchema) };
/** The page a parsed PageQuery asks for. */
export const pageOf = (q: { limit?: number; offset?: number }) => ({ limit: q.limit ?? schemas.LIST_PAGE_MAX, offset: q.offset ?? 0 });

/** A binary file answer, for the OpenAPI document (the body is not JSON). */
export const BinaryFile = { type: 'string', format: 'binary' } as const;
