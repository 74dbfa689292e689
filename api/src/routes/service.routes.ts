import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-errors';
import { assertOwnWorker } from '../plugins/auth.plugin';
import { assertWorkerPlace } from '../domain/schedule';
import { planFeatureSql, serviceLimitMessage } from '../domain/plan-limit';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

const IdParams = v.object({ id: schemas.IdSchema });
const WorkerParams = v.object({ workerId: schemas.IdSchema });
const Optional = (s: v.GenericSchema) => v.optional(v.union([v.literal(''), s]));
const ServicesQuery = v.object({
  worker_id: Optional(schemas.IdSchema),
  place_id: Optional(schemas.IdSchema),
  show_archive: v.optional(v.picklist(['true', 'false', ''])),
});

const SERVICE_SELECT = `SELECT id, worker_id, category_id, title, description, price, slot_duration, booking_deadline, status, place_id FROM services`;

async function ownCategory(db: Queryable, workerId: number, categoryId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM categories WHERE id = $1 AND worker_id = $2', [categoryId, workerId]);
  if (rows.length === 0) throw new HttpError(400, 'Такой категории у мастера нет', 'category_id');
}

/**
 * Plan limit on services (features.max_services, -1 unlimited): checked when a service becomes
 * active (created active, or re-activated), under the master's row lock. `exceptId`: the service
 * being changed, not counted.
 */
async function assertServiceAllowance(db: Queryable, workerId: number, exceptId = 0): Promise<void> {
  const { rows } = await db.query<{ max: number | null; count: number }>(
    `SELECT ${planFeatureSql('max_services', '$1')} AS max,
            (SELECT count(*)::int FROM services WHERE worker_id = $1 AND status = 'active' AND id <> $2) AS count`,
    [workerId, exceptId],
  );
  const { max, count } = rows[0]!;
  if (max !== null && max >= 0 && Number(count) >= max) throw new HttpError(409, serviceLimitMessage(max));
}

async function loadService(db: Queryable, id: number) {
  const service = (await db.query<{ worker_id: number; status: string }>(`${SERVICE_SELECT} WHERE id = $1`, [id])).rows[0];
  if (!service) throw new HttpError(404, 'Услуга не найдена');
  return service;
}

/** Services and categories (spec section 7). Anyone signed in reads; only the master changes theirs. */
export async function serviceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/services/categories/:workerId', { schema: { summary: "A master’s categories", tags: ['services'], params: WorkerParams, response: { 200: schemas.CategoryListSchema } } }, async (req) => {
    const { workerId } = req.params;
    return (await db.query('SELECT id, name, worker_id FROM categories WHERE worker_id = $1 ORDER BY id', [workerId])).rows;
  });

  api.post('/services/categories', { schema: { summary: "Create a category", tags: ['services'], body: schemas.CategoryCreateSchema } }, async (req, reply) => {
    const body = req.body;
    await assertOwnWorker(db, req, body.worker_id);
    const { rows } = await db.query('INSERT INTO categories (worker_id, name) VALUES ($1, $2) RETURNING id, name, worker_id', [body.worker_id, body.name]);
    return reply.status(201).send(rows[0]);
  });

  api.get('/services/', { schema: { summary: "Services (worker_id, place_id, show_archive; empty ones skipped)", tags: ['services'], querystring: ServicesQuery, response: { 200: schemas.ServiceListSchema } } }, async (req) => {
    const q = req.query;
    const where: string[] = [];
    const params: unknown[] = [];
    // Empty filters are skipped, as the spec's client sends them.
    if (q.worker_id !== undefined && q.worker_id !== '') where.push(`worker_id = $${params.push(q.worker_id)}`);
    if (q.place_id !== undefined && q.place_id !== '') where.push(`place_id = $${params.push(q.place_id)}`);
    // What a client can book: active services. The master also sees their own INACTIVE ones (to
    // switch them back on); archived ones only with show_archive=true.
    const own = (await db.query<{ id: number }>('SELECT id FROM workers WHERE user_id = $1', [req.caller.id])).rows[0];
    const visible = [`status = 'active'`, `(status = 'INACTIVE' AND worker_id = $${params.push(own ? Number(own.id) : 0)})`];
    if (q.show_archive === 'true') visible.push(`status = 'ARCHIVED'`);
    where.push(`(${visible.join(' OR ')})`);
    return (await db.query(`${SERVICE_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`, params)).rows;
  });

  api.get('/services/:id', { schema: { summary: "One service", tags: ['services'], params: IdParams, response: { 200: schemas.ServiceSchema } } }, async (req) => {
    const { id } = req.params;
    return loadService(db, id);
  });

  api.post('/services/', { schema: { summary: "Create a service", tags: ['services'], body: schemas.ServiceInputSchema } }, async (req, reply) => {
    const body = req.body;
    const created = await db.transaction(async (tx) => {
      await assertOwnWorker(tx, req, body.worker_id);
      await ownCategory(tx, body.worker_id, body.category_id);
      await assertWorkerPlace(tx, body.worker_id, body.place_id);
      if (body.status === 'active') await assertServiceAllowance(tx, body.worker_id);
      const { rows } = await tx.query(
        `INSERT INTO services (worker_id, category_id, place_id, title, description, price, slot_duration, booking_deadline, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [body.worker_id, body.category_id, body.place_id, body.title, body.description ?? null, body.price, body.slot_duration, body.booking_deadline, body.status],
      );
      return loadService(tx, Number((rows[0] as { id: number }).id));
    });
    return reply.status(201).send(created);
  });

  api.put('/services/:id', { schema: { summary: "Update a service", tags: ['services'], params: IdParams, body: schemas.ServiceInputSchema } }, async (req) => {
    const { id } = req.params;
    const body = req.body;
    return db.transaction(async (tx) => {
      const current = await loadService(tx, id);
      await assertOwnWorker(tx, req, Number(current.worker_id));
      if (body.worker_id !== Number(current.worker_id)) throw new HttpError(400, 'Услугу нельзя передать другому мастеру', 'worker_id');
      await ownCategory(tx, body.worker_id, body.category_id);
      await assertWorkerPlace(tx, body.worker_id, body.place_id);
      if (body.status === 'active' && current.status !== 'active') await assertServiceAllowance(tx, body.worker_id, id);
      await tx.query(
        `UPDATE services SET category_id = $2, place_id = $3, title = $4, description = $5, price = $6, slot_duration = $7, booking_deadline = $8, status = $9 WHERE id = $1`,
        [id, body.category_id, body.place_id, body.title, body.description ?? null, body.price, body.slot_duration, body.booking_deadline, body.status],
      );
      return loadService(tx, id);
    });
  });

  // A service that was ever booked is archived (bookings keep pointing at it); otherwise deleted.
  api.delete('/services/:id', { schema: { summary: "Delete a service (archived instead when it was booked)", tags: ['services'], params: IdParams } }, async (req) => {
    const { id } = req.params;
    return db.transaction(async (tx) => {
      const current = await loadService(tx, id);
      await assertOwnWorker(tx, req, Number(current.worker_id));
      const used = await tx.query('SELECT 1 FROM booking_services WHERE service_id = $1 LIMIT 1', [id]);
      if (used.rows.length > 0) {
        await tx.query(`UPDATE services SET status = 'ARCHIVED' WHERE id = $1`, [id]);
        return { id, deleted: false, status: 'ARCHIVED' };
      }
      await tx.query('DELETE FROM services WHERE id = $1', [id]);
      return { id, deleted: true };
    });
  });
}
