import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { WorkerProfile } from '@booking/contracts/schemas';
import { businessKeys, placeKeys, send, userKeys, workerKeys } from '@booking/platform';

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
