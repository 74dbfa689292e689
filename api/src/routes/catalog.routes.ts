import type { FastifyInstance } from 'fastify';
import { ops, schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import * as catalog from '../services/catalog.service';
import { businessForGuest, isGuest, workerForGuest } from '../domain/guest-view';

/** Read-only catalogue: places, businesses, workers. Anyone may read it; a guest without anyone's ids (domain/guest-view.ts). */
export async function catalogRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.listPlaces, async (req) => {
    const q = req.query;
    return catalog.listPlaces(db, q.business_id === '' ? undefined : q.business_id, schemas.pageOf(q));
  });
  route(app, ops.getPlace, async (req) => catalog.getPlace(db, req.params.id));
  route(app, ops.getPlaceContacts, async (req) => catalog.getPlaceContacts(db, req.params.id));
  route(app, ops.getBusiness, async (req) => {
    const business = await catalog.getBusiness(db, req.params.id);
    return isGuest(req) ? businessForGuest(business) : business;
  });
  route(app, ops.listPlaceWorkers, async (req) => {
    const workers = await catalog.listWorkersOfPlace(db, req.params.placeId);
    return isGuest(req) ? workers.map(workerForGuest) : workers;
  });
  route(app, ops.getWorkerByTelegram, async (req) => catalog.getWorkerOfUser(db, req.params.id));
  // A master's invite link carries the worker's uuid (docs/product.md, Identity and start-up); the app
  // turns it into the worker welcome route, which needs the worker id and a place: the first one, as elsewhere.
  route(app, ops.getWorkerByUuid, async (req) => {
    const worker = await catalog.getWorkerByUuid(db, req.params.uuid);
    return isGuest(req) ? workerForGuest(worker) : worker;
  });
  route(app, ops.getWorker, async (req) => {
    const worker = await catalog.getWorker(db, req.params.id);
    return isGuest(req) ? workerForGuest(worker) : worker;
  });
  route(app, ops.listWorkerPlaces, async (req) => catalog.listPlacesOfWorker(db, req.params.id));
}
