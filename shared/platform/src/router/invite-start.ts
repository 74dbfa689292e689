import { links } from '@booking/contracts/links';
import { queryClient } from '../api/query-client';
import { workerByUuidQuery } from '../entities/workers.api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Each invite is followed once per tab: back on Home, the user stays there. */
const FOLLOWED_KEY = 'booking:invite-followed';

/** Whether a start parameter is a master's invite (the worker uuid, docs/product.md, Identity and start-up). */
export const isInviteStartParam = (startParam: string | null | undefined): startParam is string => !!startParam && UUID.test(startParam);

/**
 * Where a master's invite leads: that master's welcome page, `/welcome/{placeId}/{workerId}`, or
 * null when the uuid names no master (404) or one without a place.
 */
export async function inviteTargetPath(workerUuid: string): Promise<string | null> {
  // Asked once per launch (never from the cache): the invite may have moved to another place since.
  const worker = await queryClient.fetchQuery({ ...workerByUuidQuery(workerUuid), staleTime: 0 });
  return worker?.place_id == null ? null : links.workerWelcome({ placeId: worker.place_id, workerId: worker.id });
}

/**
 * Launched from an invite link onto the start page: move to the master's welcome page. The app
 * renders meanwhile; the areas' routers and the shell hear the move as a history change. Failures
 * only log: the user keeps the start page.
 */
export async function followInviteStart(startParam: string | null | undefined): Promise<void> {
  if (!isInviteStartParam(startParam) || window.location.pathname !== '/' || sessionStorage.getItem(FOLLOWED_KEY) === startParam) return;
  sessionStorage.setItem(FOLLOWED_KEY, startParam);
  try {
    const path = await inviteTargetPath(startParam);
    // Only if the user has not gone anywhere while we asked.
    if (!path || window.location.pathname !== '/') return;
    // The launch hash goes, as on any in-app navigation (the tab keeps it for reloads).
    window.history.replaceState(window.history.state, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  } catch (error) {
    console.error('Invite link could not be followed', error);
  }
}
