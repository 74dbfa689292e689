import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database, Queryable } from '../db/database';
import { HttpError, parseInput } from '../http-errors';
import { isValidTimezone } from '../domain/clock';
import { WORKER_SELECT } from './catalog.routes';

async function databaseKnowsZone(db: Queryable, zone: string): Promise<boolean> {
  return db.query('SELECT now() AT TIME ZONE $1', [zone]).then(() => true, () => false);
}

const emptyToNull = (s: string | null | undefined) => (s === undefined || s === null || s.trim() === '' ? null : s.trim());

async function readWorker(db: Queryable, userId: number) {
  const worker = (await db.query<{ id: number }>(`${WORKER_SELECT} WHERE w.user_id = $1`, [userId])).rows[0];
  if (!worker) throw new HttpError(404, 'Работник не найден');
  const place = (await db.query<{ place_id: number }>('SELECT place_id FROM worker_places WHERE worker_id = $1 ORDER BY place_id LIMIT 1', [worker.id])).rows[0];
  return { ...worker, place_id: place ? Number(place.place_id) : null };
}

/**
 * The master's own profile (spec sections 3 and 5): POST creates the business, its place and the
 * worker for the caller; PATCH updates them. Business and place names mirror the form's fields.
 */
export async function registrationRoutes(api: FastifyInstance, { db }: { db: Database }) {
  api.post('/registration/worker', async (req, reply) => {
    const body = parseInput(schemas.WorkerProfileSchema, req.body, 'body');
    if (body.telegram_id !== req.caller.id) throw new HttpError(403, 'telegram_id must be your own', 'body.telegram_id');
    const created = await db.transaction(async (tx) => {
      const existing = await tx.query('SELECT 1 FROM workers WHERE user_id = $1', [req.caller.id]);
      if (existing.rows.length > 0) throw new HttpError(409, 'Профиль мастера уже создан');
      const business = await tx.query<{ id: number }>('INSERT INTO businesses (name, description, avatar) VALUES ($1, $2, $3) RETURNING id', [body.business_name, emptyToNull(body.business_description), body.worker_avatar ?? '']);
      const businessId = Number(business.rows[0]!.id);
      await tx.query('INSERT INTO business_owners (business_id, user_id) VALUES ($1, $2)', [businessId, req.caller.id]);
      const place = await tx.query<{ id: number }>(
        'INSERT INTO places (business_id, name, address, avatar, phone, vk, website) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [businessId, body.place_name, body.place_address, body.worker_avatar ?? '', body.place_contacts.phone, emptyToNull(body.place_contacts.vk), emptyToNull(body.place_contacts.website)],
      );
      const worker = await tx.query<{ id: number }>(
        'INSERT INTO workers (user_id, business_id, title, description, avatar, booking_rules_text) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [req.caller.id, businessId, body.worker_title, body.worker_description, body.worker_avatar ?? '', emptyToNull(body.booking_rules_text)],
      );
      await tx.query('INSERT INTO worker_places (worker_id, place_id) VALUES ($1, $2)', [worker.rows[0]!.id, place.rows[0]!.id]);
      if (body.tg_username) await tx.query('UPDATE users SET username = $2 WHERE id = $1', [req.caller.id, body.tg_username.replace(/^@/, '')]);
      return readWorker(tx, req.caller.id);
    });
    return reply.status(201).send(created);
  });

  api.patch('/registration/worker', async (req) => {
    const body = parseInput(schemas.WorkerProfileSchema, req.body, 'body');
    if (body.telegram_id !== req.caller.id) throw new HttpError(403, 'telegram_id must be your own', 'body.telegram_id');
    return db.transaction(async (tx) => {
      const worker = (await tx.query<{ id: number; business_id: number }>('SELECT id, business_id FROM workers WHERE user_id = $1 FOR UPDATE', [req.caller.id])).rows[0];
      if (!worker) throw new HttpError(404, 'Работник не найден');
      const placeId = body.place_id ?? (await readWorker(tx, req.caller.id)).place_id;
      const own = await tx.query('SELECT 1 FROM worker_places WHERE worker_id = $1 AND place_id = $2', [worker.id, placeId]);
      if (own.rows.length === 0) throw new HttpError(403, 'This place is not yours', 'body.place_id');
      await tx.query('UPDATE workers SET title = $2, description = $3, booking_rules_text = $4, avatar = COALESCE($5, avatar) WHERE id = $1', [worker.id, body.worker_title, body.worker_description, emptyToNull(body.booking_rules_text), body.worker_avatar ?? null]);
      await tx.query('UPDATE businesses SET name = $2, description = $3 WHERE id = $1', [worker.business_id, body.business_name, emptyToNull(body.business_description)]);
      await tx.query('UPDATE places SET name = $2, address = $3, phone = $4, vk = $5, website = $6 WHERE id = $1', [placeId, body.place_name, body.place_address, body.place_contacts.phone, emptyToNull(body.place_contacts.vk), emptyToNull(body.place_contacts.website)]);
      if (body.tg_username) await tx.query('UPDATE users SET username = $2 WHERE id = $1', [req.caller.id, body.tg_username.replace(/^@/, '')]);
      return readWorker(tx, req.caller.id);
    });
  });

  api.post('/profile/timezone', async (req) => {
    const body = parseInput(schemas.TimezoneUpdateSchema, req.body, 'body');
    if (body.telegram_id !== req.caller.id) throw new HttpError(403, 'telegram_id must be your own', 'body.telegram_id');
    // Both clocks must know the zone: Node's Intl (lead time) and PostgreSQL (can_cancel). Their tz
    // databases differ (Intl accepts 'US/Pacific-New', PostgreSQL does not), and a zone only one of
    // them knows would turn later reads into 500s.
    if (!isValidTimezone(body.timezone) || !(await databaseKnowsZone(db, body.timezone))) {
      throw new HttpError(400, 'body.timezone: unknown time zone', 'body.timezone');
    }
    await db.query('UPDATE users SET timezone = $2 WHERE id = $1', [req.caller.id, body.timezone]);
    return { telegram_id: req.caller.id, timezone: body.timezone };
  });
}
