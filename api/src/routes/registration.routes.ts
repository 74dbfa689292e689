import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-errors';
import { isValidTimezone } from '../domain/clock';
import { findWorkerOfUser } from '../db/queries/workers.queries';
import { isBusinessOwner } from '../db/queries/businesses.queries';
import { assertCaller } from '../plugins/auth.plugin';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

async function databaseKnowsZone(db: Queryable, zone: string): Promise<boolean> {
  return db.query('SELECT now() AT TIME ZONE $1', [zone]).then(() => true, () => false);
}

const emptyToNull = (s: string | null | undefined) => (s === undefined || s === null || s.trim() === '' ? null : s.trim());
/** undefined stays undefined (field not sent: unchanged); null and blank become NULL (cleared). */
const clearable = (s: string | null | undefined) => (s === undefined ? undefined : emptyToNull(s));

const SHARED_BUSINESS = 'Название и описание бизнеса может изменить только его владелец';
const SHARED_PLACE = 'Данные места может изменить только владелец бизнеса';

async function readWorker(db: Queryable, userId: number) {
  const worker = await findWorkerOfUser(db, userId);
  if (!worker) throw new HttpError(404, 'Работник не найден');
  const place = (await db.query<{ place_id: number }>('SELECT place_id FROM worker_places WHERE worker_id = $1 ORDER BY place_id LIMIT 1', [worker.id])).rows[0];
  return { ...worker, place_id: place ? Number(place.place_id) : null };
}

/** worker_avatar: '' (none) or a URL of a file this caller uploaded through /documents/avatar. */
async function assertOwnUpload(db: Queryable, callerId: number, url: string | null | undefined): Promise<void> {
  if (!url) return;
  const name = url.slice('/api/files/'.length);
  const { rows } = await db.query('SELECT 1 FROM uploaded_files WHERE name = $1 AND user_id = $2', [name, callerId]);
  if (rows.length === 0) throw new HttpError(400, 'Загрузите фото через форму профиля', 'worker_avatar');
}

/** `UPDATE table SET ...` for the columns given (undefined: left out); nothing when none is given. */
async function updateColumns(db: Queryable, table: 'workers' | 'businesses' | 'places', id: number, columns: Record<string, unknown>): Promise<void> {
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (set.length === 0) return;
  await db.query(`UPDATE ${table} SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...set.map(([, value]) => value)]);
}

/** Whether any given column would change the row (undefined: not given). */
function changes(current: Record<string, unknown>, columns: Record<string, unknown>): boolean {
  return Object.entries(columns).some(([column, value]) => value !== undefined && (current[column] ?? null) !== value);
}

/**
 * The master's own profile (spec sections 3 and 5): POST creates the business, its place and the
 * worker for the caller (who becomes the business's owner); PATCH changes what is named and leaves
 * the rest. Shared-record rule: a master changes their own worker freely, but a business and its
 * places only as an owner of that business (business_owners), since other masters work there too.
 */
export async function registrationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.post('/registration/worker', { schema: { summary: "Become a master: business, place and worker for the caller", tags: ['masters'], body: schemas.WorkerProfileSchema } }, async (req, reply) => {
    const body = req.body;
    assertCaller(req, body.telegram_id);
    const created = await db.transaction(async (tx) => {
      const existing = await tx.query('SELECT 1 FROM workers WHERE user_id = $1', [req.caller.id]);
      if (existing.rows.length > 0) throw new HttpError(409, 'Профиль мастера уже создан');
      await assertOwnUpload(tx, req.caller.id, body.worker_avatar);
      const avatar = body.worker_avatar ?? '';
      const business = await tx.query<{ id: number }>('INSERT INTO businesses (name, description, avatar) VALUES ($1, $2, $3) RETURNING id', [body.business_name, emptyToNull(body.business_description), avatar]);
      const businessId = Number(business.rows[0]!.id);
      await tx.query('INSERT INTO business_owners (business_id, user_id) VALUES ($1, $2)', [businessId, req.caller.id]);
      const place = await tx.query<{ id: number }>(
        'INSERT INTO places (business_id, name, address, avatar, phone, vk, website) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [businessId, body.place_name, body.place_address, avatar, body.place_contacts.phone, emptyToNull(body.place_contacts.vk), emptyToNull(body.place_contacts.website)],
      );
      const worker = await tx.query<{ id: number }>(
        'INSERT INTO workers (user_id, business_id, title, description, avatar, booking_rules_text) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [req.caller.id, businessId, body.worker_title, body.worker_description, avatar, emptyToNull(body.booking_rules_text)],
      );
      await tx.query('INSERT INTO worker_places (worker_id, place_id) VALUES ($1, $2)', [worker.rows[0]!.id, place.rows[0]!.id]);
      if (body.tg_username) await tx.query('UPDATE users SET username = $2 WHERE id = $1', [req.caller.id, body.tg_username.replace(/^@/, '')]);
      return readWorker(tx, req.caller.id);
    });
    return reply.status(201).send(created);
  });

  api.patch('/registration/worker', { schema: { summary: "Change the named fields of the caller’s master profile (business and place only as their owner)", tags: ['masters'], body: schemas.WorkerProfilePatchSchema } }, async (req) => {
    const body = req.body;
    assertCaller(req, body.telegram_id);
    return db.transaction(async (tx) => {
      const worker = (await tx.query<{ id: number; business_id: number }>('SELECT id, business_id FROM workers WHERE user_id = $1 FOR UPDATE', [req.caller.id])).rows[0];
      if (!worker) throw new HttpError(404, 'Работник не найден');
      await assertOwnUpload(tx, req.caller.id, body.worker_avatar);
      await updateColumns(tx, 'workers', worker.id, {
        title: body.worker_title,
        description: body.worker_description,
        booking_rules_text: clearable(body.booking_rules_text),
        avatar: body.worker_avatar === undefined ? undefined : (body.worker_avatar ?? ''),
      });

      const business = { name: body.business_name, description: clearable(body.business_description) };
      const contacts = body.place_contacts ?? {};
      const place = { name: body.place_name, address: body.place_address, phone: contacts.phone, vk: clearable(contacts.vk), website: clearable(contacts.website) };
      const touchesPlace = Object.values(place).some((value) => value !== undefined);
      if (Object.values(business).some((value) => value !== undefined)) {
        const current = (await tx.query<Record<string, unknown>>('SELECT name, description FROM businesses WHERE id = $1 FOR UPDATE', [worker.business_id])).rows[0]!;
        if (changes(current, business)) {
          if (!(await isBusinessOwner(tx, req.caller.id, worker.business_id))) throw new HttpError(403, SHARED_BUSINESS, body.business_name !== undefined ? 'business_name' : 'business_description');
          await updateColumns(tx, 'businesses', worker.business_id, business);
        }
      }
      if (touchesPlace || body.place_id != null) {
        const placeId = body.place_id ?? (await readWorker(tx, req.caller.id)).place_id;
        const own = placeId === null ? [] : (await tx.query('SELECT 1 FROM worker_places WHERE worker_id = $1 AND place_id = $2', [worker.id, placeId])).rows;
        if (own.length === 0) throw new HttpError(403, 'Это место не ваше', 'place_id');
        const current = (await tx.query<Record<string, unknown>>('SELECT business_id, name, address, phone, vk, website FROM places WHERE id = $1 FOR UPDATE', [placeId])).rows[0]!;
        if (changes(current, place)) {
          if (!(await isBusinessOwner(tx, req.caller.id, Number(current.business_id)))) throw new HttpError(403, SHARED_PLACE, 'place_name');
          await updateColumns(tx, 'places', placeId!, place);
        }
      }
      if (body.tg_username) await tx.query('UPDATE users SET username = $2 WHERE id = $1', [req.caller.id, body.tg_username.replace(/^@/, '')]);
      return readWorker(tx, req.caller.id);
    });
  });

  api.post('/profile/timezone', { schema: { summary: "Store the caller’s time zone", tags: ['users'], body: schemas.TimezoneUpdateSchema } }, async (req) => {
    const body = req.body;
    assertCaller(req, body.telegram_id);
    // Both clocks must know the zone: Node's Intl (lead time) and PostgreSQL. Their tz databases
    // differ (Intl accepts 'US/Pacific-New', PostgreSQL does not), and a zone only one of them
    // knows would turn later reads into 500s.
    if (!isValidTimezone(body.timezone) || !(await databaseKnowsZone(db, body.timezone))) {
      throw new HttpError(400, 'Неизвестный часовой пояс', 'timezone');
    }
    await db.query('UPDATE users SET timezone = $2 WHERE id = $1', [req.caller.id, body.timezone]);
    return { telegram_id: req.caller.id, timezone: body.timezone };
  });
}
