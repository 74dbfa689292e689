import { useSession, callerIdOf } from '@booking/platform';
import { readServerError } from '../../shared/server-error.lib';
import { profilePayload, type ProfileFormOutput } from './profile-form.lib';
import { useSaveWorkerProfile, useUploadAvatar } from '../../entities/worker/profile.api';

/**
 * Saves the master profile: uploads a newly picked avatar first, then POST (create) or PATCH
 * (update) /registration/worker. A failure is logged and passed on, as a message the form can
 * place under its field.
 */
export function useSaveProfile(mode: 'create' | 'update') {
  const save = useSaveWorkerProfile(mode);
  const upload = useUploadAvatar();
  const telegramId = useSession(callerIdOf) ?? undefined;
  return async (values: ProfileFormOutput, avatarFile: File | null, placeId: number | null) => {
    try {
      if (telegramId === undefined) throw new Error('Telegram user is unknown');
      const avatarUrl = avatarFile ? await upload.mutateAsync(avatarFile) : null;
      return await save.mutateAsync(profilePayload(values, { telegramId, placeId, avatarUrl }));
    } catch (error) {
      console.error('Profile save failed', error);
      throw await readServerError(error);
    }
  };
}
