import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import { send } from './entity-fetch.lib';

/** Query keys of users, all under `['users']`. */
export const userKeys = {
  all: ['users'] as const,
  one: (telegramId: number) => ['users', 'one', telegramId] as const,
};

/**
 * POST /profile/timezone: the caller's IANA zone. Refreshes users and workers (a worker carries its
 * user's zone) after success.
 */
export function useSaveTimezone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { telegram_id: number; timezone: string }) => send(ops.saveTimezone, body),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: userKeys.all }), client.invalidateQueries({ queryKey: ['workers'] })]),
  });
}
