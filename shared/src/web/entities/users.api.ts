import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { UserSchema } from '../../schemas';
import { sendParsed } from './entity-fetch.lib';
import { entityQuery } from './entity-query.lib';

/** Query keys of users, all under `['users']`. */
export const userKeys = {
  all: ['users'] as const,
  one: (telegramId: number) => ['users', 'one', telegramId] as const,
};

/** POST /profile/timezone answer. */
export const TimezoneSavedSchema = v.object({ telegram_id: v.number(), timezone: v.string() });

/** GET /users/{id}: the caller's own record (timezone included); another id is a 404. */
export const userQuery = (telegramId: number) => entityQuery(userKeys.one(telegramId), `users/${telegramId}`, UserSchema);

/**
 * POST /profile/timezone: the caller's IANA zone. Refreshes users and workers (a worker carries its
 * user's zone) after success.
 */
export function useSaveTimezone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { telegram_id: number; timezone: string }) => sendParsed('post', TimezoneSavedSchema, 'profile/timezone', body),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: userKeys.all }), client.invalidateQueries({ queryKey: ['workers'] })]),
  });
}
