import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ops as reachOps } from '@booking/contracts/reach';
import { send } from './entity-fetch.lib';
import { entityQuery } from './entity-query.lib';

/** GET /profile/home-screen (issue 43): whether to offer 'Добавить на главный экран' now; the server decides (and keeps a refusal 30 days). */
export const homeScreenQuery = () => entityQuery(['users', 'home-screen'] as const, reachOps.getHomeScreen);

/** POST /profile/home-screen: 'added' or 'refused'; the cached state becomes the server's answer. */
export function useAnswerHomeScreen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'added' | 'refused') => send(reachOps.answerHomeScreen, { answer }),
    onSuccess: (state) => client.setQueryData(homeScreenQuery().queryKey, state),
  });
}
