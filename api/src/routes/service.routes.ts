import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { IdParams, OptionalId, PageQuery, WorkerIdParams, pageOf } from './route-params';
import * as services from '../services/services.service';

const ServicesQuery = v.object({
  worker_id: OptionalId,
  place_id: OptionalId,
  show_archive: v.optional(v.picklist(['true', 'false', ''])),
  ...PageQuery,
});

/** Services and categories (spec section 7). Anyone signed in reads; only the master changes theirs. */
export async function serviceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/services/categories/:workerId', { schema: { summary: "A master’s categories", tags: ['services'], params: WorkerIdParams, response: { 200: schemas.CategoryListSchema } } }, async (req) =>
    services.listCategories(db, req.params.workerId));

  api.post('/services/categories', { schema: { summary: "Create a category", tags: ['services'], body: schemas.CategoryCreateSchema, response: { 201: schemas.CreatedCategorySchema } } }, async (req, reply) =>
    reply.status(201).send(await services.createCategory(db, req.caller.id, req.body.worker_id, req.body.name)));

  api.get('/services/', { config: { profileAside: true }, schema: { summary: "Services (worker_id, place_id, show_archive; empty ones skipped); at most 100 by id, paged with limit and offset", tags: ['services'], querystring: ServicesQuery, response: { 200: schemas.ServiceListSchema } } }, async (req) => {
    const q = req.query;
    // Empty filters are skipped, as the spec's client sends them.
    return services.listServices(db, req.caller.id, {
      workerId: q.worker_id === undefined || q.worker_id === '' ? undefined : Number(q.worker_id),
      placeId: q.place_id === undefined || q.place_id === '' ? undefined : Number(q.place_id),
      showArchive: q.show_archive === 'true',
    }, pageOf(q));
  });

  api.get('/services/:id', { schema: { summary: "One service", tags: ['services'], params: IdParams, response: { 200: schemas.ServiceSchema } } }, async (req) =>
    services.getService(db, req.params.id));

  api.post('/services/', { schema: { summary: "Create a service", tags: ['services'], body: schemas.ServiceInputSchema, response: { 201: schemas.ServiceSchema } } }, async (req, reply) =>
    reply.status(201).send(await services.createService(db, req.caller.id, req.body)));

  api.put('/services/:id', { schema: { summary: "Update a service", tags: ['services'], params: IdParams, body: schemas.ServiceInputSchema, response: { 200: schemas.ServiceSchema } } }, async (req) =>
    services.updateService(db, req.caller.id, req.params.id, req.body));

  // A service that was ever booked is archived (bookings keep pointing at it); otherwise deleted.
  api.delete('/services/:id', { schema: { summary: "Delete a service (archived instead when it was booked)", tags: ['services'], params: IdParams, response: { 200: schemas.ServiceDeletedSchema } } }, async (req) =>
    services.deleteService(db, req.caller.id, req.params.id));
}
