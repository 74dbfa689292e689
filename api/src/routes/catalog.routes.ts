import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { findPlace, findPlaceContacts, listPlaces, listPlacesOfWorker } from '../db/queries/places.queries';
import { findBusiness, listBusinessOwners } from '../db/queries/businesses.queries';
import { findWorker, findWorkerByUuid, findWorkerOfUser, listWorkersOfPlace, workerExists } from '../db/queries/workers.queries';

const IdParams = v.object({ id: schemas.IdSchema });
const TelegramIdParams = v.object({ id: schemas.TelegramIdSchema });
const PlacesQuery = v.object({ business_id: v.optional(v.union([v.literal(''), schemas.IdSchema])) });
const PlaceIdParams = v.object({ placeId: schemas.IdSchema });
const UuidParams = v.object({ uuid: v.pipe(v.string(), v.uuid('must be a uuid')) });
const WorkerWithPlace = v.object({ ...schemas.WorkerSchema.entries, place_id: v.nullable(v.number()) });

/** Spec section 8 texts where it has them. */
const NOT_FOUND = { Place: 'Место не найдено', Business: 'Бизнес не найден', Worker: 'Работник не найден' } as const;

function one<T>(row: T | undefined, what: keyof typeof NOT_FOUND): T {
  if (!row) throw new HttpError(404, NOT_FOUND[what]);
  return row;
}

/** Read-only catalogue: places, businesses, workers. Any signed-in user may read it. */
export async function catalogRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/places', { schema: { summary: "Places, optionally of one business (business_id)", tags: ['catalog'], querystring: PlacesQuery, response: { 200: schemas.PlaceListSchema } } }, async (req) => {
    const q = req.query;
    const businessId = q.business_id === '' ? undefined : q.business_id;
    return listPlaces(db, businessId);
  });

  api.get('/places/:id', { schema: { summary: "One place", tags: ['catalog'], params: IdParams, response: { 200: schemas.PlaceSchema } } }, async (req) => {
    const { id } = req.params;
    return one(await findPlace(db, id), 'Place');
  });

  api.get('/places/:id/contacts', { schema: { summary: "Phone, vk and website of a place", tags: ['catalog'], params: IdParams, response: { 200: schemas.ContactsSchema } } }, async (req) => {
    const { id } = req.params;
    return one(await findPlaceContacts(db, id), 'Place');
  });

  api.get('/business/:id', { schema: { summary: "A business with its places and owners", tags: ['catalog'], params: IdParams, response: { 200: schemas.BusinessSchema } } }, async (req) => {
    const { id } = req.params;
    const business = one(await findBusiness(db, id), 'Business');
    return { ...business, places: await listPlaces(db, id), owners: await listBusinessOwners(db, id) };
  });

  api.get('/workers/places/:placeId', { schema: { summary: "Masters of a place", tags: ['catalog'], params: PlaceIdParams, response: { 200: v.array(schemas.WorkerSchema) } } }, async (req) => {
    const { placeId } = req.params;
    return listWorkersOfPlace(db, placeId);
  });

  api.get('/workers/telegram/:id', { schema: { summary: "The master profile of a Telegram user (404: not a master)", tags: ['catalog'], params: TelegramIdParams, response: { 200: schemas.WorkerSchema } } }, async (req) => {
    const { id } = req.params;
    return one(await findWorkerOfUser(db, id), 'Worker');
  });

  // A master's invite link carries the worker's uuid (spec section 1); the app turns it into the
  // worker welcome route, which needs the worker id and a place: the first one, as elsewhere.
  api.get('/workers/uuid/:uuid', {
    schema: { summary: 'The master of an invite link (worker uuid), with the id of their first place (place_id)', tags: ['catalog'], params: UuidParams, response: { 200: WorkerWithPlace } },
  }, async (req) => {
    const worker = one(await findWorkerByUuid(db, req.params.uuid), 'Worker');
    const places = await listPlacesOfWorker(db, worker.id);
    return { ...worker, place_id: places.length > 0 ? Number(places[0]!.id) : null };
  });

  api.get('/workers/:id', { schema: { summary: "One master", tags: ['catalog'], params: IdParams, response: { 200: schemas.WorkerSchema } } }, async (req) => {
    const { id } = req.params;
    return one(await findWorker(db, id), 'Worker');
  });

  api.get('/workers/:id/places', { schema: { summary: "Places of a master", tags: ['catalog'], params: IdParams, response: { 200: schemas.PlaceListSchema } } }, async (req) => {
    const { id } = req.params;
    if (!(await workerExists(db, id))) throw new HttpError(404, NOT_FOUND.Worker);
    const places = await listPlacesOfWorker(db, id);
    if (places.length === 0) throw new HttpError(404, 'У сотрудника нет привязанных мест');
    return places;
  });
}
