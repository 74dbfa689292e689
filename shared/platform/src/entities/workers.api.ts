import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { WorkerProfile } from '@booking/contracts/schemas';
import { send } from './entity-fetch.lib';
import { entityQuery, entityQueryOrNull } from './entity-query.lib';
import { businessKeys } from './businesses.api';
import { placeKeys } from './places.api';
import { userKeys } from './users.api';

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

/** Everything the profile form can change: workers, places, businesses and the user (username). */
function useInvalidateProfile() {
  const client = useQueryClient();
  return () =>
    Promise.all([workerKeys.all, placeKeys.all, businessKeys.all, userKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** POST /registration/worker (create) or PATCH (update) the caller's master profile; refreshes the profile's entities. */
export function useSaveWorkerProfile(mode: 'create' | 'update') {
  const invalidate = useInvalidateProfile();
  return useMutation({
    mutationFn: (profile: WorkerProfile) => mode === 'create' ? send(ops.registerWorker, profile) : send(ops.patchWorkerProfile, profile),
    onSuccess: invalidate,
  });
}

/** POST /documents/avatar (multipart, field `file`): jpeg/png/gif; resolves to the stored file's URL. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (await send(ops.uploadAvatar, body)).url;
    },
  });
}
