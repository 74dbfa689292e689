import type { FastifyInstance } from 'fastify';
import { ops, schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import * as catalog from '../services/catalog.service';

/** Read-only catalogue: places, businesses, workers. Any signed-in user may read it. */
export async function catalogRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.listPlaces, async (req) => {
    const q = req.query;
    return catalog.listPlaces(db, q.business_id === '' ? undefined : q.business_id, schemas.pageOf(q));
  });
  route(app, ops.getPlace, async (req) => catalog.getPlace(db, req.params.id));
  route(app, ops.getPlaceContacts, async (req) => catalog.getPlaceContacts(db, req.params.id));
  route(app, ops.getBusiness, async (req) => catalog.getBusiness(db, req.params.id));
  route(app, ops.listPlaceWorkers, async (req) => catalog.listWorkersOfPlace(db, req.params.placeId));
  route(app, ops.getWorkerByTelegram, async (req) => catalog.getWorkerOfUser(db, req.params.id));
  // A master's invite link carries the worker's uuid (docs/product.md, Identity and start-up); the app
  // turns it into the worker welcome route, which needs the worker id and a place: the first one, as elsewhere.
  route(app, ops.getWorkerByUuid, async (req) => catalog.getWorkerByUuid(db, req.params.uuid));
  route(app, ops.getWorker, async (req) => catalog.getWorker(db, req.params.id));
  route(app, ops.listWorkerPlaces, async (req) => catalog.listPlacesOfWorker(db, req.params.id));
}
