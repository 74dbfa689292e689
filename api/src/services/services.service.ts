import type { schemas } from '@booking/contracts';
import type { Database, Queryable } from '../db/database';
import { conflict, invalid, notFound } from '../domain/errors';
import { requireOwnWorker } from './ownership';
import { assertWorkerPlace } from './schedule-locks';
import { now } from '../domain/clock';
import { checkServiceDeposit } from './deposits.service';
import * as q from '../db/queries/services.queries';
import * as categories from '../db/queries/categories.queries';

/** A master's services and categories: anyone signed in reads; only the master changes theirs. */

async function loadService(db: Queryable, id: number) {
  const service = await q.findService(db, id);
  if (!service) throw notFound('not_found.service');
  return service;
}

async function assertOwnCategory(db: Queryable, workerId: number, categoryId: number): Promise<void> {
  if (!(await categories.categoryBelongsTo(db, categoryId, workerId))) throw invalid('services.unknown_category', 'category_id');
}

/**
 * Plan limit on services (features.max_services, -1 unlimited): checked when a service becomes
 * active (created active, or re-activated), under the master's row lock. `exceptId`: the service
 * being changed, not counted.
 */
async function assertServiceAllowance(db: Queryable, workerId: number, exceptId = 0): Promise<void> {
  const { max, count } = await q.serviceAllowance(db, workerId, now(), exceptId);
  if (max !== null && max >= 0 && count >= max) throw conflict('services.limit', { max });
}

export const listCategories = (db: Database, workerId: number) => categories.listCategories(db, workerId);

/** How many categories a master may have (so every list of a master's stays small). */
export const MAX_CATEGORIES = 50;

export async function createCategory(db: Database, callerId: number, workerId: number, name: string) {
  return db.transaction(async (tx) => {
    // Counted under the master's row lock: two at once cannot both take the last place.
    await requireOwnWorker(tx, callerId, workerId);
    if ((await categories.countCategories(tx, workerId)) >= MAX_CATEGORIES) throw conflict('services.too_many_categories', { max: MAX_CATEGORIES }, 'name');
    return categories.insertCategory(tx, workerId, name);
  });
}

/**
 * What a client can book: active services. The master also sees their own INACTIVE ones (to switch
 * them back on); archived ones only with showArchive.
 */
export async function listServices(db: Database, callerId: number, filter: { workerId?: number; placeId?: number; showArchive: boolean }, page: q.Page) {
  return q.listServices(db, { ...filter, callerId }, page);
}

export const getService = (db: Database, id: number) => loadService(db, id);

export async function createService(db: Database, callerId: number, body: schemas.ServiceInput) {
  return db.transaction(async (tx) => {
    await requireOwnWorker(tx, callerId, body.worker_id);
    await assertOwnCategory(tx, body.worker_id, body.category_id);
    await assertWorkerPlace(tx, body.worker_id, body.place_id);
    if (body.status === 'active') await assertServiceAllowance(tx, body.worker_id);
    await checkServiceDeposit(tx, body.worker_id, body);
    return loadService(tx, await q.insertService(tx, body.worker_id, body));
  });
}

export async function updateService(db: Database, callerId: number, id: number, body: schemas.ServiceInput) {
  return db.transaction(async (tx) => {
    const current = await loadService(tx, id);
    await requireOwnWorker(tx, callerId, Number(current.worker_id));
    if (body.worker_id !== Number(current.worker_id)) throw invalid('services.other_master', 'worker_id');
    await assertOwnCategory(tx, body.worker_id, body.category_id);
    await assertWorkerPlace(tx, body.worker_id, body.place_id);
    if (body.status === 'active' && current.status !== 'active') await assertServiceAllowance(tx, body.worker_id, id);
    // The deposit as sent is checked when it changes (a service keeps its deposit through an edit even with the shop disconnected meanwhile).
    const sameDeposit = body.deposit_type === undefined || (body.deposit_type === current.deposit_type && (body.deposit_value ?? 0) === Number(current.deposit_value));
    if (!sameDeposit) await checkServiceDeposit(tx, body.worker_id, body);
    await q.updateService(tx, id, body);
    return loadService(tx, id);
  });
}

/** A service that was ever booked is archived (bookings keep pointing at it); otherwise deleted. */
export async function deleteService(db: Database, callerId: number, id: number) {
  return db.transaction(async (tx) => {
    const current = await loadService(tx, id);
    await requireOwnWorker(tx, callerId, Number(current.worker_id));
    if (await q.serviceWasBooked(tx, id)) {
      await q.archiveService(tx, id);
      return { id, deleted: false, status: 'ARCHIVED' };
    }
    await q.deleteService(tx, id);
    return { id, deleted: true };
  });
}
