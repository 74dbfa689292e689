import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import { send } from './entity-fetch.lib';
import { entityQuery } from './entity-query.lib';

/** Query keys of users, all under `['users']`. */
export const userKeys = {
  all: ['users'] as const,
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

/** GET and POST /profile/write-access: the bot's permission to write, and whether to ask now. */
export const writeAccessQuery = () => entityQuery([...userKeys.all, 'write-access'] as const, ops.getWriteAccess);

/**
 * POST /profile/write-access: the user's answer to requestWriteAccess. The server keeps it, so a
 * refusal holds for 30 days on every device; the cached state becomes the server's answer.
 */
export function useAnswerWriteAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) => send(ops.answerWriteAccess, { allowed }),
    onSuccess: (state) => client.setQueryData(writeAccessQuery().queryKey, state),
  });
}

/** GET /profile/language: the caller's language as the server keeps it (their choice, or their messenger's). */
export const languageQuery = () => entityQuery([...userKeys.all, 'language'] as const, ops.getLanguage);

/** POST /profile/language: the caller's choice, kept on the server so the bot and reminders use it too. */
export const saveLanguageChoice = (language: 'ru' | 'en' | null) => send(ops.saveLanguage, { language });
