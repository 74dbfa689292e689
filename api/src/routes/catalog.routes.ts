import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { IdParams, OptionalId, PageQuery, PlaceIdParams, TelegramIdParams, pageOf } from './route-params';
import * as catalog from '../services/catalog.service';

const PlacesQuery = v.object({ business_id: OptionalId, ...PageQuery });
const UuidParams = v.object({ uuid: v.pipe(v.string(), v.uuid('must be a uuid')) });

/** Read-only catalogue: places, businesses, workers. Any signed-in user may read it. */
export async function catalogRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/places', { schema: { summary: "Places, optionally of one business (business_id); at most 100 by id, paged with limit and offset", tags: ['catalog'], querystring: PlacesQuery, response: { 200: schemas.PlaceListSchema } } }, async (req) => {
    const q = req.query;
    return catalog.listPlaces(db, q.business_id === '' ? undefined : q.business_id, pageOf(q));
  });

  api.get('/places/:id', { schema: { summary: "One place", tags: ['catalog'], params: IdParams, response: { 200: schemas.PlaceSchema } } }, async (req) => catalog.getPlace(db, req.params.id));

  api.get('/places/:id/contacts', { schema: { summary: "Phone, vk and website of a place", tags: ['catalog'], params: IdParams, response: { 200: schemas.ContactsSchema } } }, async (req) =>
    catalog.getPlaceContacts(db, req.params.id));

  api.get('/business/:id', { schema: { summary: "A business with its places and owners", tags: ['catalog'], params: IdParams, response: { 200: schemas.BusinessSchema } } }, async (req) =>
    catalog.getBusiness(db, req.params.id));

  api.get('/workers/places/:placeId', { schema: { summary: "Masters of a place", tags: ['catalog'], params: PlaceIdParams, response: { 200: v.array(schemas.WorkerSchema) } } }, async (req) =>
    catalog.listWorkersOfPlace(db, req.params.placeId));

  api.get('/workers/telegram/:id', { schema: { summary: "The master profile of a Telegram user (404: not a master)", tags: ['catalog'], params: TelegramIdParams, response: { 200: schemas.WorkerSchema } } }, async (req) =>
    catalog.getWorkerOfUser(db, req.params.id));

  // A master's invite link carries the worker's uuid (spec section 1); the app turns it into the
  // worker welcome route, which needs the worker id and a place: the first one, as elsewhere.
  api.get('/workers/uuid/:uuid', {
    schema: { summary: 'The master of an invite link (worker uuid), with the id of their first place (place_id)', tags: ['catalog'], params: UuidParams, response: { 200: schemas.WorkerWithPlaceSchema } },
  }, async (req) => catalog.getWorkerByUuid(db, req.params.uuid));

  api.get('/workers/:id', { schema: { summary: "One master", tags: ['catalog'], params: IdParams, response: { 200: schemas.WorkerSchema } } }, async (req) => catalog.getWorker(db, req.params.id));

  api.get('/workers/:id/places', { schema: { summary: "Places of a master", tags: ['catalog'], params: IdParams, response: { 200: schemas.PlaceListSchema } } }, async (req) =>
    catalog.listPlacesOfWorker(db, req.params.id));
}
