import type { schemas } from '@booking/contracts';
import type { Database, Queryable } from '../db/database';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { isValidTimezone } from '../domain/clock';
import * as workers from '../db/queries/workers.queries';
import * as businesses from '../db/queries/businesses.queries';
import * as places from '../db/queries/places.queries';
import * as uploads from '../db/queries/uploads.queries';
import * as users from '../db/queries/users.queries';

/**
 * The master's own profile (docs/product.md, Data and Form rules): registering creates the business, its place and
 * the worker for the caller (who becomes the business's owner); patching changes what is named and
 * leaves the rest. Shared-record rule: a master changes their own worker freely, but a business and
 * its places only as an owner of that business (business_owners), since other masters work there too.
 */

const emptyToNull = (s: string | null | undefined) => (s === undefined || s === null || s.trim() === '' ? null : s.trim());
/** undefined stays undefined (field not sent: unchanged); null and blank become NULL (cleared). */
const clearable = (s: string | null | undefined) => (s === undefined ? undefined : emptyToNull(s));


async function readWorker(db: Queryable, userId: number) {
  const worker = await workers.findWorkerOfUser(db, userId);
  if (!worker) throw notFound('not_found.worker');
  return { ...worker, place_id: await workers.firstPlaceIdOfWorker(db, worker.id) };
}

/** worker_avatar: '' (none) or a URL of a file this caller uploaded through /documents/avatar. */
async function assertOwnUpload(db: Queryable, callerId: number, url: string | null | undefined): Promise<void> {
  if (!url) return;
  // Until this transaction ends, the sweep of unreferenced uploads waits (services/documents.service.ts).
  await uploads.lockUploadReferences(db);
  if (!(await uploads.isUploadOf(db, url.slice('/api/files/'.length), callerId))) throw invalid('profile.avatar_upload', 'worker_avatar');
}

/** Whether any given column would change the row (undefined: not given). */
function changes(current: Record<string, unknown>, columns: Record<string, unknown>): boolean {
  return Object.entries(columns).some(([column, value]) => value !== undefined && (current[column] ?? null) !== value);
}

export async function registerWorker(db: Database, callerId: number, body: schemas.WorkerProfile) {
  return db.transaction(async (tx) => {
    if (await workers.userHasWorker(tx, callerId)) throw conflict('profile.exists');
    await assertOwnUpload(tx, callerId, body.worker_avatar);
    const avatar = body.worker_avatar ?? '';
    const businessId = await businesses.insertOwnedBusiness(tx, callerId, { name: body.business_name, description: emptyToNull(body.business_description), avatar });
    const placeId = await places.insertPlace(tx, businessId, {
      name: body.place_name, address: body.place_address, avatar,
      phone: body.place_contacts.phone, vk: emptyToNull(body.place_contacts.vk), website: emptyToNull(body.place_contacts.website),
    });
    const workerId = await workers.insertWorker(tx, {
      userId: callerId, businessId, title: body.worker_title, description: body.worker_description, avatar, bookingRulesText: emptyToNull(body.booking_rules_text),
    });
    await workers.linkWorkerPlace(tx, workerId, placeId);
    if (body.tg_username) await users.setUsername(tx, callerId, body.tg_username.replace(/^@/, ''));
    return readWorker(tx, callerId);
  });
}

export async function patchWorkerProfile(db: Database, callerId: number, body: schemas.WorkerProfilePatch) {
  return db.transaction(async (tx) => {
    const worker = await workers.lockWorkerOfUser(tx, callerId);
    if (!worker) throw notFound('not_found.worker');
    await assertOwnUpload(tx, callerId, body.worker_avatar);
    await workers.updateWorker(tx, worker.id, {
      title: body.worker_title,
      description: body.worker_description,
      booking_rules_text: clearable(body.booking_rules_text),
      avatar: body.worker_avatar === undefined ? undefined : (body.worker_avatar ?? ''),
      // The master's rules for a client's cancel and move (max_moves null: no limit).
      cancel_cutoff_hours: body.cancel_cutoff_hours,
      max_moves: body.max_moves,
    });

    const business = { name: body.business_name, description: clearable(body.business_description) };
    const contacts = body.place_contacts ?? {};
    const place = { name: body.place_name, address: body.place_address, phone: contacts.phone, vk: clearable(contacts.vk), website: clearable(contacts.website) };
    const touchesPlace = Object.values(place).some((value) => value !== undefined);
    if (Object.values(business).some((value) => value !== undefined)) {
      const current = await businesses.lockBusinessProfile(tx, worker.business_id);
      if (changes(current, business)) {
        if (!(await businesses.isBusinessOwner(tx, callerId, worker.business_id))) throw forbidden('profile.business_owner_only', body.business_name !== undefined ? 'business_name' : 'business_description');
        await businesses.updateBusiness(tx, worker.business_id, business);
      }
    }
    if (touchesPlace || body.place_id != null) {
      const placeId = body.place_id ?? (await readWorker(tx, callerId)).place_id;
      if (placeId === null || !(await workers.workerHasPlace(tx, worker.id, placeId))) throw forbidden('profile.not_own_place', 'place_id');
      const current = await places.lockPlaceProfile(tx, placeId);
      if (changes(current, place)) {
        if (!(await businesses.isBusinessOwner(tx, callerId, Number(current.business_id)))) throw forbidden('profile.place_owner_only', 'place_name');
        await places.updatePlace(tx, placeId, place);
      }
    }
    if (body.tg_username) await users.setUsername(tx, callerId, body.tg_username.replace(/^@/, ''));
    return readWorker(tx, callerId);
  });
}

/**
 * Stores the caller's time zone. Both clocks must know the zone: Node's Intl (lead time) and
 * PostgreSQL. Their tz databases differ (Intl accepts 'US/Pacific-New', PostgreSQL does not), and a
 * zone only one of them knows would turn later reads into 500s.
 */
export async function setTimezone(db: Database, callerId: number, timezone: string) {
  if (!isValidTimezone(timezone) || !(await users.databaseKnowsZone(db, timezone))) throw invalid('profile.unknown_timezone', 'timezone');
  await users.setTimezone(db, callerId, timezone);
  return { telegram_id: callerId, timezone };
}
