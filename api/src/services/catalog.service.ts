import type { Database } from '../db/database';
import { notFound } from '../domain/errors';
import * as places from '../db/queries/places.queries';
import * as businesses from '../db/queries/businesses.queries';
import * as workers from '../db/queries/workers.queries';
import { links } from '@booking/contracts/links';

/** The read-only catalogue: places, businesses, workers. Anyone may read it (guests without anyone's ids: routes). */

/** The texts of docs/product.md, Messages and errors. */
const NOT_FOUND = { Place: 'not_found.place', Business: 'not_found.business', Worker: 'not_found.worker' } as const;

function one<T>(row: T | undefined, what: keyof typeof NOT_FOUND): T {
  if (!row) throw notFound(NOT_FOUND[what]);
  return row;
}

export const listPlaces = (db: Database, businessId: number | undefined, page: places.Page) => places.listPlaces(db, businessId, page);
export const getPlace = async (db: Database, id: number) => one(await places.findPlace(db, id), 'Place');
export const getPlaceContacts = async (db: Database, id: number) => one(await places.findPlaceContacts(db, id), 'Place');

/** A business with its places and owners. */
export async function getBusiness(db: Database, id: number) {
  const business = one(await businesses.findBusiness(db, id), 'Business');
  return { ...business, places: await places.listPlaces(db, id), owners: await businesses.listBusinessOwners(db, id) };
}

export const listWorkersOfPlace = (db: Database, placeId: number) => workers.listWorkersOfPlace(db, placeId);
export const getWorker = async (db: Database, id: number) => one(await workers.findWorker(db, id), 'Worker');
export const getWorkerOfUser = async (db: Database, userId: number) => one(await workers.findWorkerOfUser(db, userId), 'Worker');

/** The master of an invite link, with the id of their first place (null: none). */
export async function getWorkerByUuid(db: Database, uuid: string) {
  const worker = one(await workers.findWorkerByUuid(db, uuid), 'Worker');
  const list = await places.listPlacesOfWorker(db, worker.id);
  return { ...worker, place_id: list.length > 0 ? Number(list[0]!.id) : null };
}

/** A master's short link (`/m/{uuid}`): their welcome page's path, or null when there is no such master or they have no place. */
export async function masterWelcomePath(db: Database, uuid: string): Promise<string | null> {
  const worker = await workers.findWorkerByUuid(db, uuid);
  if (!worker) return null;
  const list = await places.listPlacesOfWorker(db, worker.id);
  return list.length > 0 ? links.workerWelcome({ placeId: Number(list[0]!.id), workerId: worker.id }) : null;
}

/** A master's places: 404 for an unknown master, and for one with no place (docs/product.md, Messages and errors). */
export async function listPlacesOfWorker(db: Database, id: number) {
  if (!(await workers.workerExists(db, id))) throw notFound(NOT_FOUND.Worker);
  const list = await places.listPlacesOfWorker(db, id);
  if (list.length === 0) throw notFound('not_found.worker_places');
  return list;
}
