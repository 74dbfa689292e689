import type { FastifyInstance } from 'fastify';
import { ops, schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { callerIdOrNobody } from '../domain/guest-view';
import * as services from '../services/services.service';

/** Services and categories (docs/product.md, API paths). Anyone signed in reads; only the master changes theirs. */
export async function serviceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.listCategories, async (req) => services.listCategories(db, req.params.workerId));
  route(app, ops.createCategory, async (req) => services.createCategory(db, req.caller.id, req.body.worker_id, req.body.name));

  route(app, ops.listServices, async (req) => {
    const q = req.query;
    // Empty filters are skipped: the app's client sends them so.
    return services.listServices(db, callerIdOrNobody(req), {
      workerId: q.worker_id === undefined || q.worker_id === '' ? undefined : Number(q.worker_id),
      placeId: q.place_id === undefined || q.place_id === '' ? undefined : Number(q.place_id),
      showArchive: q.show_archive === 'true',
    }, schemas.pageOf(q));
  });

  route(app, ops.getService, async (req) => services.getService(db, req.params.id));
  route(app, ops.createService, async (req) => services.createService(db, req.caller.id, req.body));
  route(app, ops.updateService, async (req) => services.updateService(db, req.caller.id, req.params.id, req.body));
  // A service that was ever booked is archived (bookings keep pointing at it); otherwise deleted.
  route(app, ops.deleteService, async (req) => services.deleteService(db, req.caller.id, req.params.id));
}
