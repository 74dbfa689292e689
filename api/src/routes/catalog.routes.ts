import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

const IdParams = v.object({ id: schemas.IdSchema });
const TelegramIdParams = v.object({ id: schemas.TelegramIdSchema });
const PlacesQuery = v.object({ business_id: v.optional(v.union([v.literal(''), schemas.IdSchema])) });
const PlaceIdParams = v.object({ placeId: schemas.IdSchema });

const PLACE_SELECT = `
  SELECT p.id, p.name, p.address, p.avatar, p.business_id,
         json_build_object('phone', p.phone, 'vk', p.vk, 'website', p.website) AS contacts,
         COALESCE((SELECT json_agg(wp.worker_id ORDER BY wp.worker_id) FROM worker_places wp WHERE wp.place_id = p.id), '[]'::json) AS workers,
         COALESCE((SELECT json_agg(i.url ORDER BY i.position, i.id) FROM place_images i WHERE i.place_id = p.id), '[]'::json) AS gallery
  FROM places p`;

export const WORKER_SELECT = `
  SELECT w.id, w.user_id, w.business_id, w.uuid::text AS uuid, w.title, w.description, w.avatar, w.booking_rules_text, w.adjacent_slots_only,
         json_build_object('username', u.username, 'timezone', u.timezone) AS user
  FROM workers w LEFT JOIN users u ON u.id = w.user_id`;

/** Spec section 8 texts where it has them. */
const NOT_FOUND = { Place: 'Место не найдено', Business: 'Бизнес не найден', Worker: 'Работник не найден' } as const;

function one<T>(rows: T[], what: keyof typeof NOT_FOUND): T {
  const row = rows[0];
  if (!row) throw new HttpError(404, NOT_FOUND[what]);
  return row;
}

/** Read-only catalogue: places, businesses, workers. Any signed-in user may read it. */
export async function catalogRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/places', { schema: { summary: "Places, optionally of one business (business_id)", tags: ['catalog'], querystring: PlacesQuery, response: { 200: schemas.PlaceListSchema } } }, async (req) => {
    const q = req.query;
    const businessId = q.business_id === '' ? undefined : q.business_id;
    const { rows } = businessId
      ? await db.query(`${PLACE_SELECT} WHERE p.business_id = $1 ORDER BY p.id`, [businessId])
      : await db.query(`${PLACE_SELECT} ORDER BY p.id`);
    return rows;
  });

  api.get('/places/:id', { schema: { summary: "One place", tags: ['catalog'], params: IdParams, response: { 200: schemas.PlaceSchema } } }, async (req) => {
    const { id } = req.params;
    return one((await db.query(`${PLACE_SELECT} WHERE p.id = $1`, [id])).rows, 'Place');
  });

  api.get('/places/:id/contacts', { schema: { summary: "Phone, vk and website of a place", tags: ['catalog'], params: IdParams, response: { 200: schemas.ContactsSchema } } }, async (req) => {
    const { id } = req.params;
    return one((await db.query('SELECT phone, vk, website FROM places WHERE id = $1', [id])).rows, 'Place');
  });

  api.get('/business/:id', { schema: { summary: "A business with its places and owners", tags: ['catalog'], params: IdParams, response: { 200: schemas.BusinessSchema } } }, async (req) => {
    const { id } = req.params;
    const business = one(
      (await db.query<Record<string, unknown>>('SELECT id, name, description, avatar FROM businesses WHERE id = $1', [id])).rows,
      'Business',
    );
    const places = (await db.query(`${PLACE_SELECT} WHERE p.business_id = $1 ORDER BY p.id`, [id])).rows;
    const owners = (
      await db.query(
        'SELECT u.id, u.first_name, u.username FROM business_owners o JOIN users u ON u.id = o.user_id WHERE o.business_id = $1 ORDER BY u.id',
        [id],
      )
    ).rows;
    return { ...business, places, owners };
  });

  api.get('/workers/places/:placeId', { schema: { summary: "Masters of a place", tags: ['catalog'], params: PlaceIdParams, response: { 200: v.array(schemas.WorkerSchema) } } }, async (req) => {
    const { placeId } = req.params;
    return (await db.query(`${WORKER_SELECT} JOIN worker_places wp ON wp.worker_id = w.id WHERE wp.place_id = $1 ORDER BY w.id`, [placeId])).rows;
  });

  api.get('/workers/telegram/:id', { schema: { summary: "The master profile of a Telegram user (404: not a master)", tags: ['catalog'], params: TelegramIdParams, response: { 200: schemas.WorkerSchema } } }, async (req) => {
    const { id } = req.params;
    return one((await db.query(`${WORKER_SELECT} WHERE w.user_id = $1`, [id])).rows, 'Worker');
  });

  api.get('/workers/:id', { schema: { summary: "One master", tags: ['catalog'], params: IdParams, response: { 200: schemas.WorkerSchema } } }, async (req) => {
    const { id } = req.params;
    return one((await db.query(`${WORKER_SELECT} WHERE w.id = $1`, [id])).rows, 'Worker');
  });

  api.get('/workers/:id/places', { schema: { summary: "Places of a master", tags: ['catalog'], params: IdParams, response: { 200: schemas.PlaceListSchema } } }, async (req) => {
    const { id } = req.params;
    one((await db.query('SELECT 1 FROM workers WHERE id = $1', [id])).rows, 'Worker');
    const places = (await db.query(`${PLACE_SELECT} JOIN worker_places wp ON wp.place_id = p.id WHERE wp.worker_id = $1 ORDER BY p.id`, [id])).rows;
    if (places.length === 0) throw new HttpError(404, 'У сотрудника нет привязанных мест');
    return places;
  });
}
