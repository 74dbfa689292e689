import * as ops from '@booking/contracts/ops';
import { entityQuery, entityQueryOrNull } from './entity-query.lib';

/** Query keys of workers, all under `['workers']`. */
export const workerKeys = {
  all: ['workers'] as const,
  one: (workerId: number) => ['workers', 'one', workerId] as const,
  byPlace: (placeId: number) => ['workers', 'by-place', placeId] as const,
  byTelegram: (telegramId: number) => ['workers', 'by-telegram', telegramId] as const,
  byUuid: (uuid: string) => ['workers', 'by-uuid', uuid] as const,
};

/** GET /workers/{id}: one worker (404 rejects: 'Работник не найден'). */
export const workerQuery = (workerId: number) => entityQuery(workerKeys.one(workerId), ops.getWorker, { id: workerId });

/** GET /workers/places/{placeId}: the workers of a place, in id order. */
export const placeWorkersQuery = (placeId: number) =>
  entityQuery(workerKeys.byPlace(placeId), ops.listPlaceWorkers, { placeId });

/** GET /workers/telegram/{telegramId}: a user's own master profile; null when the user is not a master (404). */
export const workerByTelegramQuery = (telegramId: number) =>
  entityQueryOrNull(workerKeys.byTelegram(telegramId), ops.getWorkerByTelegram, { id: telegramId });

/** GET /workers/uuid/{uuid}: the master of an invite link; null when the uuid names none (404). */
export const workerByUuidQuery = (uuid: string) => entityQueryOrNull(workerKeys.byUuid(uuid), ops.getWorkerByUuid, { uuid });
