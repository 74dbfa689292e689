import * as ops from '@booking/contracts/ops';
import { send } from '../../entities/entity-fetch.lib';
import { queryClient } from '../../api/query-client';
import { sessionStore } from '../../session/session.store';

/** 'Выйти' (outside the messengers): the session ends on the server, and the page forgets the person and what it read for them. */
export async function signOut(): Promise<void> {
  await send(ops.signOut, undefined);
  sessionStore.getState().setPerson(null);
  queryClient.clear();
}
